#!/usr/bin/env python3
"""Looks for quadratic blow-ups in the letter parser: builds inputs whose repeated part has n and 4n copies,
times them with the replay build of imr-fuzz, and flags any that grow much faster than 4x. See docs/fuzzing.md.

    swift build -c release --product imr-fuzz
    scripts/parse-scaling.py [.build/release/imr-fuzz] [n]
"""
import os, subprocess, sys, tempfile

H = b"HOW THE IMR FINAL DETERMINATION WAS MADE\n"
I = b"IMR ISSUES, DECISIONS AND RATIONALES\n"
S = b"CLINICAL CASE SUMMARY\n"
CASES = {
    "header labels": lambda n: b"Case Number: CM16-1234567\n" + b"Date Assigned: foo\n" * n + H,
    "header labels then values": lambda n: b"Case Number:\n" + b"Date Assigned:\n" * n + b"foo bar\n" * n + H,
    "letters with one case number": lambda n: (b"Case Number: CM16-1234567\n" + H) * n,
    "letters without case number": lambda n: H * n,
    "header starts": lambda n: b"case number:\n" * n + H,
    "decision lines": lambda n: H + I + b"Upheld\nDecision rationale: x\n" * n,
    "items": lambda n: H + I + b"Pillow: Upheld\nMAXIMUS guideline: Decision based on ODG, Neck, Pillow.\nDecision rationale: x.\n" * n,
    "blank page runs": lambda n: H + I + (b"\n" * 50 + b"\x0cPillow: Upheld\nDecision rationale: x\n") * n,
    "long summary line": lambda n: H + S + b"word " * (n * 20) + b"\n",
    "long header value": lambda n: b"Case Number: " + b"a " * (n * 20) + b"\n" + H,
    "page ranges": lambda n: H + I + b"Pillow: Upheld\nMAXIMUS guideline: Decision based on ODG Page(s): " + b"1-200," * n + b"\nDecision rationale: x\n",
    "citations": lambda n: H + I + b"Pillow: Upheld\nMAXIMUS guideline: " + b"Decision based on ODG, Low Back. " * n + b"\nDecision rationale: x\n",
    "colons": lambda n: H + I + b":" * (n * 20) + b" Upheld\nDecision rationale: x\n",
    "trailing dots": lambda n: H + I + b"Pillow: Upheld" + b"." * (n * 10) + b"\nDecision rationale: x\n",
    "trailing semicolons": lambda n: H + I + b"Pillow: Upheld\nMAXIMUS guideline: Decision based on ODG" + b";" * (n * 10) + b"\nDecision rationale: x\n",
    "credential commas": lambda n: H + b"The expert reviewer is Board Certified in Pain" + b"," * (n * 10) + b" and is licensed to practice in Texas.\n",
    "licensure list": lambda n: H + b"State(s) of Licensure: " + b"Texas," * n + b"\nCertification(s)/Specialty: " + b"Internal Medicine," * n + b"\n",
    "licensure continuation": lambda n: H + b"State(s) of Licensure: Texas,\n" + b"Ohio\n" * n,
    "injury markers": lambda n: H + S + b"date of injury foo bar. " * n + b"\n",
    "short lines": lambda n: H + S + b"a  b\n" * n,
    "hyphenated lines": lambda n: H + S + b"a-\n" * n,
    "modified request": lambda n: H + I + b"X was the original request\n\nfoo\n" * n + b"Y: Upheld\nDecision rationale: x\n",
    "form feeds": lambda n: b"\x0c\n" * n + H,
    "page furniture": lambda n: H + b"Page 1 of 2\n\x0c" * n,
    "long treatment": lambda n: H + I + b"pillow " * (n * 5) + b": Upheld\nDecision rationale: x\n",
    "carriage returns": lambda n: H + b"x\r" * (n * 10),
    "filler words": lambda n: H + I + b"Pillow: Upheld\nMAXIMUS guideline: Decision based on MTUS Chronic Pain" + b" 2004" * (n * 5) + b" x\nDecision rationale: x\n",
    "ages": lambda n: H + S + b"55 year " * (n * 5) + b"\n",
}

def seconds(binary, path):
    out = subprocess.run([binary, path], capture_output=True, text=True, timeout=600).stdout
    return float(out.split()[-2])

def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/imr-fuzz"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 4000
    suspicious = 0
    with tempfile.TemporaryDirectory() as folder:
        for name, make in CASES.items():
            times = []
            for size in (n, 4 * n):
                path = os.path.join(folder, "input.txt")
                with open(path, "wb") as file:
                    file.write(make(size))
                times.append(min(seconds(binary, path) for _ in range(2)))
            ratio = times[1] / max(times[0], 1e-4)
            flag = "  <-- superlinear?" if ratio > 8 and times[1] > 0.05 else ""
            suspicious += bool(flag)
            print(f"{name:32s} n: {times[0]:8.4f} s   4n: {times[1]:8.4f} s   x{ratio:5.1f}{flag}")
    sys.exit(1 if suspicious else 0)

main()
