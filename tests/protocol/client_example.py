#!/usr/bin/env python3
"""A small client of `azul-cli engine` using protocol version 2 (docs/engine-protocol.md).

It reads positions only through `state json`, `breakdown json` and the event lines, pairs
answers with commands by request id, and plays random games of every game, option set and
player count. At every step it checks that:
  - the tiles of `state json` add up to the game's total in every colour, and each zone's
    detail (factories, boards) agrees with the per-zone counts;
  - the marker is in exactly one place, and the events say what changed (a dealt tile left
    the bag, a refill filled it, the marker went to the seat named, a round ended);
  - the breakdown adds up: start + the points of every round + the end bonuses = the scores.
It also checks that the newgame options table in docs/engine-protocol.md is the one the
engine prints. Usage: client_example.py PATH/TO/azul-cli [--games N] [--seed S]
"""
import argparse
import json
import pathlib
import random
import subprocess
import sys

FINAL = ("ok", "error", "bestmove", "legal", "chance", "scores", "turn", "dealt", "json",
         "readyok")
DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "engine-protocol.md"


class Engine:
    """One engine process; ask() sends a command with a fresh request id."""

    def __init__(self, cli):
        self.proc = subprocess.Popen([cli, "engine"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)
        self.next_id = 0

    def ask(self, command):
        """Returns (final line, [lines before it]) without the request id."""
        self.next_id += 1
        tag = f"@{self.next_id}"
        self.proc.stdin.write(f"{tag} {command}\n")
        self.proc.stdin.flush()
        before = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"the engine exited after {command!r}")
            prefix, _, rest = line.rstrip("\n").partition(" ")
            if prefix != tag:
                raise RuntimeError(f"answer {line!r} does not carry the request id {tag}")
            if rest.split(" ", 1)[0] in FINAL:
                return rest, before
            before.append(rest)

    def ok(self, command):
        final, before = self.ask(command)
        if not final.startswith(("ok", "json", "dealt")):
            raise RuntimeError(f"{command!r} answered {final!r}")
        return final, before

    def json(self, command):
        final, _ = self.ok(command)
        return json.loads(final[len("json "):])

    def close(self):
        self.proc.stdin.write("quit\n")
        self.proc.stdin.close()
        return self.proc.wait(timeout=10)


class Checker:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def __call__(self, condition, what):
        if condition:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL: {what}", flush=True)


def add(counts, more):
    return {c: counts.get(c, 0) + more.get(c, 0) for c in {**counts, **more}}


def seat_tiles(seat):
    """A seat's tiles per colour, counted from the detail of its board (either game)."""
    counts = {}
    for line in seat.get("pattern_lines", []):
        if line["colour"]:
            counts = add(counts, {line["colour"]: line["count"]})
    for row in seat.get("wall", []):
        for tile in row:
            if tile:
                counts = add(counts, {tile: 1})
    for tile in seat.get("floor", []):
        counts = add(counts, {tile: 1})
    for zone in ("hand", "corners"):
        counts = add(counts, seat.get(zone, {}))
    for star in seat.get("stars", []):
        for tile in star["spaces"]:
            if tile:
                counts = add(counts, {tile: 1})
    return counts


def check_tiles(check, state, where):
    colours = state["colours"]
    total = {c: 0 for c in colours}
    for zone in state["tiles"].values():
        total = add(total, zone)
    check(total == {c: state["tiles_per_colour"] for c in colours},
          f"{where}: tiles per colour {total}")
    factories = {}
    for factory in state["factories"]:
        factories = add(factories, factory)
    check(add({c: 0 for c in colours}, factories) == state["tiles"]["factories"],
          f"{where}: factories")
    check(state["bag"] == state["tiles"]["bag"], f"{where}: bag")
    for seat in state["seats"]:
        counted = add({c: 0 for c in colours}, seat_tiles(seat))
        check(counted == state["tiles"][f"seat {seat['seat']}"], f"{where}: seat {seat['seat']}")
    check((state["marker"] is None) == state["marker_in_centre"], f"{where}: one marker")


def check_breakdown(check, engine, state, where):
    points = engine.json("breakdown json")
    for seat in range(state["players"]):
        total = points["start"][seat]
        for round_points in points["rounds"]:
            entry = round_points["seats"][seat]
            check(sum(entry["lines"].values()) == entry["total"], f"{where}: round lines")
            total += entry["total"]
            check(entry["score"] == total, f"{where}: running score of seat {seat + 1}")
        for entry in points["end_bonuses"][seat:seat + 1]:
            total += entry["total"]
        check(total == state["scores"][seat] == points["scores"][seat],
              f"{where}: seat {seat + 1} breakdown {total} vs score {state['scores'][seat]}")
    check(points["finished"] == (state["turn"] == "over"), f"{where}: finished")
    if points["finished"]:
        last_round = set(points["rounds"][-1]["seats"][0]["lines"])
        bonuses = set(points["end_bonuses"][0]["lines"])
        check(not last_round & bonuses, f"{where}: end bonuses are not round points")
        if state["game"] == "azul":
            check(bonuses == {"row bonuses", "column bonuses", "colour bonuses"},
                  f"{where}: Azul's end bonuses {bonuses}")


def check_events(check, events, before, after, where):
    bag = lambda state: sum(state["bag"].values())
    expected_bag = bag(before)
    for event in events:
        words = event.split()
        check(words[0] == "event", f"{where}: {event!r} is an event line")
        if words[1] == "dealt":
            expected_bag -= 1
        elif words[1] == "refill":
            expected_bag += int(words[2])
        elif words[1] == "marker":
            check(after["marker"] == int(words[2]), f"{where}: marker to seat {words[2]}")
        elif words[1] == "round-end":
            check(int(words[2]) == before["round"], f"{where}: round {words[2]} ended")
            check([int(w) for w in words[4:]] == after["scores"], f"{where}: round-end scores")
        elif words[1] == "game-over":
            check(after["turn"] == "over", f"{where}: game over")
    check(bag(after) == expected_bag, f"{where}: the bag after {events}")
    ended = any(event.startswith("event round-end") for event in events)
    check(ended == (after["round"] != before["round"] or after["turn"] == "over"),
          f"{where}: a round-end event exactly when the round ends")


def play(check, engine, game, options, rng):
    engine.ok(f"newgame {game} {options}")
    state = engine.json("state json")
    steps = 0
    while state["turn"] != "over":
        final, _ = engine.ask("legal")
        if final.startswith("chance"):
            tiles = [word.split("=") for word in final.split()[1:]]
            move = rng.choices([t for t, _ in tiles], weights=[int(n) for _, n in tiles])[0]
        else:
            move = rng.choice(final[len("legal "):].split(" | "))
        _, events = engine.ok(f"apply {move}")
        after = engine.json("state json")
        where = f"{game} {options} step {steps} ({move})"
        check_events(check, events, state, after, where)
        check_tiles(check, after, where)
        if any(e.startswith(("event round-end", "event game-over")) for e in events):
            check_breakdown(check, engine, after, where)
        state = after
        steps += 1
    check_breakdown(check, engine, state, f"{game} {options} at the end")
    return steps


def check_options_doc(check, engine):
    _, rows = engine.ok("options")
    table = [row[2:] for row in rows]
    doc = DOC.read_text()
    check(all(row in doc.splitlines() for row in table),
          "docs/engine-protocol.md lists every newgame option as `options` prints it")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("--games", type=int, default=1, help="games per option set")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    check = Checker()
    engine = Engine(args.cli)
    engine.ok("events on")
    check_options_doc(check, engine)
    option_sets = {
        "azul": [f"players {p} wall {w}" for p in (2, 3, 4) for w in ("coloured", "grey")],
        "pavilion": [f"players {p} side {s} floor {f}" for p in (2, 3, 4)
                     for s in ("coloured", "monochrome") for f in (1, 0)],
    }
    steps = 0
    for game, sets in option_sets.items():
        for options in sets:
            for _ in range(args.games):
                steps += play(check, engine, game, options, rng)
    check(engine.close() == 0, "the engine exits cleanly")
    print(f"client example: {steps} steps checked, {check.passed} passed, {check.failed} failed")
    return 1 if check.failed else 0


if __name__ == "__main__":
    sys.exit(main())
