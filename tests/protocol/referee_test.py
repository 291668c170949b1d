#!/usr/bin/env python3
"""Drives `azul-cli engine` through pipes, as an outside referee would (docs/engine-protocol.md).

For each game: one engine process per seat plus one as the referee's own board. The referee owns
the bag (it reads the bag counts with `legal`, draws with its own generator and sends the tile
with `apply`), asks the seat to move with `go`, sends every move to every process, and checks
every answer: all processes must agree on turns, scores and the final state. Then malformed
input. Usage: referee_test.py PATH/TO/azul-cli [--latency N]
"""
import random
import statistics
import subprocess
import sys
import time

passed = 0
failed = 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {what}", flush=True)


class Engine:
    FINAL = ("ok", "error", "bestmove", "legal", "chance", "scores", "turn", "dealt", "readyok")

    def __init__(self, cli):
        self.proc = subprocess.Popen([cli, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)

    def send(self, *lines):
        """Sends lines; returns (final line, lines before it)."""
        for line in lines:
            self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        before = []
        while True:
            reply = self.proc.stdout.readline()
            if reply == "":
                raise RuntimeError(f"engine exited after {lines!r}")
            reply = reply.rstrip("\n")
            if reply.split(" ", 1)[0] in self.FINAL:
                return reply, before
            before.append(reply)

    def close(self):
        self.proc.stdin.write("quit\n")
        self.proc.stdin.flush()
        self.proc.wait(timeout=10)
        return self.proc.returncode


def play_game(cli, game, options, seed):
    rng = random.Random(seed)
    board = Engine(cli)
    players = int(dict(zip(options[::2], options[1::2]))["players"])
    seats = [Engine(cli) for _ in range(players)]
    everyone = [board] + seats
    for engine in everyone:
        check(engine.send("newgame " + game + " " + " ".join(options))[0] == "ok", f"{game}: newgame")
    moves = 0
    while True:
        turn = board.send("turn")[0]
        check(all(e.send("turn")[0] == turn for e in seats), f"{game}: all agree on '{turn}'")
        if turn == "turn over":
            break
        if turn == "turn chance":
            reply = board.send("legal")[0]
            check(reply.startswith("chance "), f"{game}: chance outcomes listed, got {reply!r}")
            bag = [(tile, int(count)) for tile, count in (w.split("=") for w in reply.split()[1:])]
            tile = rng.choices([t for t, _ in bag], weights=[c for _, c in bag])[0]
            for engine in everyone:
                check(engine.send("apply " + tile)[0] == "ok", f"{game}: deal {tile}")
            continue
        seat = int(turn.split()[1])
        reply, info = seats[seat - 1].send(f"go level medium iterations 60 seed {seed + moves}")
        check(reply.startswith("bestmove ") and any(i.startswith("info ") for i in info),
              f"{game}: go answers info and bestmove, got {reply!r}")
        move = reply[len("bestmove "):]
        legal = board.send("legal")[0]
        check(move in legal[len("legal "):].split(" | "), f"{game}: bestmove '{move}' is legal")
        for engine in everyone:
            check(engine.send("apply " + move)[0] == "ok", f"{game}: apply {move}")
        moves += 1
    final = [e.send("scores")[0] for e in everyone]
    check(len(set(final)) == 1 and "winners" in final[0], f"{game}: final scores agree: {final}")
    states = [e.send("state") for e in everyone]
    check(all(s == states[0] for s in states), f"{game}: final states agree")
    reply, record = board.send("record")
    check(reply == "ok" and record[0] == "| azul-record 1", f"{game}: record printed")
    # The record read back with `position` gives the same final state.
    fresh = Engine(cli)
    lines = [line[2:] for line in record]
    check(fresh.send("position", *lines)[0] == "ok", f"{game}: position accepts the record")
    check(fresh.send("state") == states[0], f"{game}: position reproduces the state")
    check(fresh.send("scores")[0] == final[0], f"{game}: position reproduces the scores")
    for engine in everyone + [fresh]:
        check(engine.close() == 0, f"{game}: quit exits cleanly")
    print(f"referee: {game} {players} players: {moves} moves, {final[0]}", flush=True)


def malformed(cli):
    e = Engine(cli)
    cases = [
        ("legal", "error no game"),
        ("frobnicate", "error no game"),
        ("newgame chess", "error unknown game"),
        ("newgame azul players", "error usage"),
        ("newgame azul colour red", "error unknown option"),
        ("newgame azul players 9", "error"),
        ("newgame azul players 2", "ok"),
        ("go", "error a tile must be dealt first"),
        ("apply Z", "error"),
        ("apply", "error unknown or malformed"),
        ("deal random seed x", "error deal random seed needs a number"),
        ("deal random seed 4", "dealt "),
        ("apply F9 B 1", "error"),
        ("apply F1", "error"),
        ("go level superhuman", "error unknown level"),
        ("go time -5", "error time must be positive"),
        ("go iterations lots", "error 'iterations' needs a number"),
        ("go depth 3", "error unknown go option"),
        ("scores", "scores 0 0"),
        ("state extra", "error unknown or malformed"),
        ("isready", "readyok"),
    ]
    for command, expected in cases:
        reply = e.send(command)[0]
        check(reply.startswith(expected), f"malformed: {command!r} -> {reply!r}, expected {expected!r}")
    bad_records = [
        (["azul-record 1", "game azul", "players 2", "wall coloured", "start 1", "moves", "1 F1 B 1", "end"],
         "error 7 a tile must be dealt"),
        (["azul-record 1", "game azul", "players 5", "moves", "end"], "error 0 options"),
        (["azul-record 3", "end"], "error 1 record version 3 was made by a newer version"),
        (["azul-record 0", "end"], "error 1 unsupported record version"),
        (["azul-record 1", "game pavilion", "players 2", "side coloured", "floor 1", "wilds PGOYBR",
          "start 1", "moves", "deal PPPPPPPPPPPPPPPPPPPPPPPXX", "end"], "error 9"),
    ]
    for record, expected in bad_records:
        reply = e.send("position", *record)[0]
        check(reply.startswith(expected), f"bad record -> {reply!r}, expected {expected!r}")
    # After every refusal the game set before is untouched and the process still answers.
    check(e.send("scores")[0] == "scores 0 0", "state unchanged after refusals")
    check(e.close() == 0, "malformed: quit")


def latency(cli, runs):
    e = Engine(cli)
    e.send("newgame pavilion players 2")
    e.send("deal random seed 9")
    times = []
    for i in range(runs):
        start = time.perf_counter()
        reply = e.send(f"go time 100 seed {i}")[0]
        times.append((time.perf_counter() - start) * 1000)
        check(reply.startswith("bestmove"), "latency: bestmove")
    e.close()
    times.sort()
    print(f"latency: go time 100 over {runs} runs: min {times[0]:.1f} ms, median "
          f"{statistics.median(times):.1f} ms, p90 {times[int(0.9 * (runs - 1))]:.1f} ms, "
          f"max {times[-1]:.1f} ms", flush=True)
    # Printed, not asserted: a wall-clock bound would fail on a loaded machine for no fault of
    # the engine. The goal (100 ms + 20 ms) is judged from these figures.
    print(f"latency: {sum(t <= 120.0 for t in times)} of {runs} answers within 120 ms", flush=True)


def main():
    cli = sys.argv[1]
    play_game(cli, "azul", ["players", "2", "wall", "coloured"], 11)
    play_game(cli, "azul", ["players", "3", "wall", "grey"], 12)
    play_game(cli, "pavilion", ["players", "2", "side", "coloured"], 13)
    play_game(cli, "pavilion", ["players", "2", "side", "monochrome", "floor", "0"], 14)
    malformed(cli)
    if "--latency" in sys.argv:
        latency(cli, int(sys.argv[sys.argv.index("--latency") + 1]))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
