#!/usr/bin/env python3
"""Runs the shared scorer on the dev corpus with touchline-cli and checks the headline scores.

Exit codes: 0 pass, 1 a score is below its threshold (or an article failed), 77 skipped (no corpus,
no scorer, no gold files), 2 the scorer itself failed.
"""
import argparse
import json
import shlex
import subprocess
import sys
from pathlib import Path

SKIP = 77


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--scorer", required=True, type=Path)
    ap.add_argument("--corpus", required=True, type=Path)
    ap.add_argument("--cli", required=True)
    ap.add_argument("--min-event-f1", required=True, type=float)
    ap.add_argument("--min-entity-f1", required=True, type=float)
    args = ap.parse_args()

    if not args.corpus.is_dir():
        print(f"corpus_score_test: SKIPPED, no corpus folder at {args.corpus}")
        return SKIP
    if not any(args.corpus.glob("*.gold.json")):
        print(f"corpus_score_test: SKIPPED, no *.gold.json files in {args.corpus}")
        return SKIP
    if not args.scorer.is_file():
        print(f"corpus_score_test: SKIPPED, no scorer at {args.scorer}")
        return SKIP

    cmd = f"{shlex.quote(args.cli)} extract --format json {{}}"
    argv = [sys.executable, str(args.scorer), "--corpus", str(args.corpus), "--cmd", cmd, "--json", "--per-type"]
    print("running:", " ".join(shlex.quote(a) for a in argv), flush=True)
    res = subprocess.run(argv, capture_output=True, text=True)
    if res.returncode != 0:
        print(res.stdout)
        print(res.stderr, file=sys.stderr)
        print(f"corpus_score_test: the scorer failed with exit code {res.returncode}")
        return 2
    # --json prints the summary object, then the one-line headline.
    lines = res.stdout.rstrip("\n").split("\n")
    headline = lines[-1] if lines and lines[-1].startswith("articles ") else ""
    body = "\n".join(lines[:-1]) if headline else res.stdout
    try:
        summary = json.loads(body)
    except json.JSONDecodeError as exc:
        print(res.stdout)
        print(f"corpus_score_test: cannot read the scorer's JSON summary: {exc}")
        return 2

    print(f"{'per type':28s} {'P':>6s} {'R':>6s} {'F1':>6s}   tp   fp   fn")
    for name, row in summary.get("per_type", {}).items():
        print(f"{name:28s} {row['precision']:6.3f} {row['recall']:6.3f} {row['f1']:6.3f} "
              f"{row['tp']:4d} {row['fp']:4d} {row['fn']:4d}")
    for key in ("entities_typed", "entities_untyped", "events_lenient", "events_strict"):
        row = summary[key]
        print(f"{key:28s} {row['precision']:6.3f} {row['recall']:6.3f} {row['f1']:6.3f} "
              f"{row['tp']:4d} {row['fp']:4d} {row['fn']:4d}")
    print(headline or f"articles {summary.get('articles')}")

    event_f1 = summary["events_strict"]["f1"]
    entity_f1 = summary["entities_typed"]["f1"]
    failed = summary.get("failed_articles") or []
    ok = True
    if event_f1 < args.min_event_f1:
        print(f"FAIL: events_strict F1 {event_f1:.3f} is below TOUCHLINE_MIN_EVENT_F1 {args.min_event_f1:.3f}")
        ok = False
    if entity_f1 < args.min_entity_f1:
        print(f"FAIL: entities_typed F1 {entity_f1:.3f} is below TOUCHLINE_MIN_ENTITY_F1 {args.min_entity_f1:.3f}")
        ok = False
    for failure in failed:
        print(f"FAIL: article could not be extracted: {failure}")
        ok = False
    if ok:
        print(f"PASS: events_strict F1 {event_f1:.3f} >= {args.min_event_f1:.3f}, "
              f"entities_typed F1 {entity_f1:.3f} >= {args.min_entity_f1:.3f}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
