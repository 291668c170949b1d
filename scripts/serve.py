#!/usr/bin/env python3
"""Serves a built site folder on 127.0.0.1 for ./play.sh and the browser tests.

Python's own static file server, with two changes for a local development loop: responses
carry `Cache-Control: no-cache` (a rebuilt azul.js and azul.wasm are never mixed with cached
ones) and .wasm is served as application/wasm. With --port 0 the system picks a free port;
--port-file then receives the chosen port once the server listens.

  scripts/serve.py --dir build/web-release/site [--port 8080] [--port-file F] [--quiet]
"""
import argparse
import functools
import http.server
import os
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript",
                      ".svg": "image/svg+xml"}

    def __init__(self, *args, quiet=False, **kwargs):
        self.quiet = quiet
        super().__init__(*args, **kwargs)

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", required=True, help="folder to serve")
    parser.add_argument("--port", type=int, default=8080, help="0 picks a free port")
    parser.add_argument("--port-file", help="write the port here once listening")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args()

    handler = functools.partial(Handler, directory=args.dir, quiet=args.quiet)
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler)
    except OSError as error:
        sys.exit(f"serve.py: cannot listen on 127.0.0.1:{args.port}: {error.strerror}")
    port = server.server_address[1]
    if args.port_file:  # written whole, then renamed: a reader never sees it half-written
        with open(args.port_file + ".partial", "w") as port_file:
            port_file.write(f"{port}\n")
        os.replace(args.port_file + ".partial", args.port_file)
    print(f"Serving {args.dir} on http://127.0.0.1:{port}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
