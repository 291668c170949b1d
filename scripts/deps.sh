#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian 12 machine, skipping what is there.
#   scripts/deps.sh native   compilers, cmake, SDL2, GoogleTest, Google Benchmark, Dear ImGui
#                              sources, the fonts (DejaVu, Noto Sans CJK) and fonttools
#   scripts/deps.sh web      + emscripten, rsvg-convert (the app's icons), Dear
#                              ImGui/SDL2 sources, SDL2 built for wasm (cached)
#   scripts/deps.sh browser  chromium and the npm packages playwright-core and axe-core (tests/browser)
#   scripts/deps.sh window   + Xvfb and ImageMagick, to screenshot the native window headless
#   scripts/deps.sh all      native + web + browser (what ./test.sh needs)
# Sources and the wasm SDL2 build live in $AZUL_CACHE (default ~/.cache/azul-pavilion), outside
# the source tree, so a clean clone reuses them; a missing cache is rebuilt automatically.
# Prints "deps: <what> ready" lines; exits non-zero with a message on failure.
set -euo pipefail

what=${1:-all}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cache=${AZUL_CACHE:-$HOME/.cache/azul-pavilion}
mkdir -p "$cache"

sudo_if_needed() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_updated=0
apt_install() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ $apt_updated = 0 ]; then
    sudo_if_needed apt-get update -qq
    apt_updated=1
  fi
  echo "deps: installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive sudo_if_needed apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

enable_deb_src() {
  local f=/etc/apt/sources.list.d/debian.sources
  if [ -f "$f" ] && grep -q '^Types: deb$' "$f"; then
    sudo_if_needed sed -i 's/^Types: deb$/Types: deb deb-src/' "$f"
    sudo_if_needed apt-get update -qq
    apt_updated=1
  elif [ ! -f "$f" ] && ! grep -rqs '^deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    echo "deps: no deb-src entries and no $f to enable them in" >&2
    exit 1
  fi
}

native() {
  # The UI's fonts: DejaVu (Latin) and Noto Sans CJK, which the build cuts with fonttools to the
  # characters of the Japanese, Chinese and Korean catalogs (scripts/make-fonts.py).
  apt_install g++ cmake make ninja-build pkg-config gettext libsdl2-dev libgtest-dev googletest \
    libbenchmark-dev fonts-dejavu-core fonts-noto-cjk fonttools clang libclang-rt-14-dev
  sources  # Dear ImGui: the UI library and its tests build natively too
  echo "deps: native ready"
}

# Unpacked upstream sources of Dear ImGui 1.86 and SDL2 2.26.5 from Debian's source packages.
sources() {
  if [ -f "$cache/src/imgui/imgui.h" ] && [ -f "$cache/src/SDL2/CMakeLists.txt" ]; then return 0; fi
  apt_install dpkg-dev xz-utils
  enable_deb_src
  local dl="$cache/download"
  rm -rf "$dl" && mkdir -p "$dl" "$cache/src"
  (cd "$dl" && apt-get source --download-only libsdl2 imgui >/dev/null)
  rm -rf "$cache/src/imgui" "$cache/src/SDL2"
  mkdir -p "$cache/src/imgui" "$cache/src/SDL2"
  tar -xf "$(ls "$dl"/imgui_*.orig.tar.* | head -n1)" -C "$cache/src/imgui" --strip-components=1
  tar -xf "$(ls "$dl"/libsdl2_*.orig.tar.* | head -n1)" -C "$cache/src/SDL2" --strip-components=1
  grep -q 'IMGUI_VERSION ' "$cache/src/imgui/imgui.h"
}

sdl2_wasm() {
  local prefix="$cache/sdl2-wasm"
  if [ -f "$prefix/lib/libSDL2.a" ]; then echo "deps: wasm SDL2 cached at $prefix"; return 0; fi
  echo "deps: building SDL2 for wasm (once per machine, about 3 minutes)"
  local b="$cache/sdl2-wasm-build" staging="$cache/sdl2-wasm.partial"
  rm -rf "$b" "$staging"
  export NODE_PATH=/usr/share/nodejs
  emcmake cmake -S "$cache/src/SDL2" -B "$b" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" >"$cache/sdl2-wasm.log" 2>&1
  cmake --build "$b" -j"$(nproc)" >>"$cache/sdl2-wasm.log" 2>&1
  # Install into a staging folder and rename it, so an interrupted build never leaves a
  # half-installed prefix that the check above would mistake for a finished one.
  cmake --install "$b" --prefix "$staging" >>"$cache/sdl2-wasm.log" 2>&1
  rm -rf "$prefix" && mv "$staging" "$prefix"
  rm -rf "$b"
}

web() {
  native
  apt_install emscripten node-acorn librsvg2-bin
  node_and_npm
  sources
  sdl2_wasm
  echo "deps: web ready (sources in $cache/src)"
}

# node and npm: this machine kind ships them in the nodesource `nodejs` package, which conflicts
# with Debian's `npm`; install Debian's packages only when the commands are missing.
node_and_npm() {
  command -v node >/dev/null || apt_install nodejs
  command -v npm >/dev/null || apt_install npm
}

browser() {
  apt_install chromium
  node_and_npm
  local lock="$root/tests/browser/package-lock.json" stamp="$root/tests/browser/node_modules/.package-lock.json"
  if [ ! -d "$root/tests/browser/node_modules/playwright-core" ] || [ "$lock" -nt "$stamp" ]; then
    echo "deps: installing tests/browser npm packages"
    (cd "$root/tests/browser" && npm ci --no-audit --no-fund --loglevel=error)
  fi
  echo "deps: browser ready"
}

window() {
  native
  apt_install xvfb imagemagick
  echo "deps: window ready"
}

case "$what" in
  native) native ;;
  web) web ;;
  browser) browser ;;
  window) window ;;
  all) web; browser ;;
  *) echo "usage: scripts/deps.sh native|web|browser|window|all" >&2; exit 2 ;;
esac
