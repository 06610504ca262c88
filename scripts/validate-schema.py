#!/usr/bin/env python3
"""Validate JSON Lines on stdin against a JSON Schema (draft 2020-12), with date formats checked.

    scripts/validate-schema.py SCHEMA < cases.jsonl

Prints the first errors with their line numbers and exits 1 when any line is invalid (or is not
JSON), 0 when every line is valid, 2 when the schema cannot be read or jsonschema is missing.
"""
import json
import sys

MAX_REPORTED = 20


def main(argv):
    if len(argv) != 2:
        print("usage: validate-schema.py SCHEMA < cases.jsonl", file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("validate-schema.py: the Python package jsonschema is not installed", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as handle:
            schema = json.load(handle)
    except (OSError, ValueError) as error:
        print(f"validate-schema.py: cannot read schema {argv[1]}: {error}", file=sys.stderr)
        return 2

    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    checker = validator_class.FORMAT_CHECKER
    validator = validator_class(schema, format_checker=checker)
    if checker.conforms("2016-02-30", "date"):
        # Without a date checker, "format": "date" would pass anything: say so rather than pass silently.
        print("validate-schema.py: this jsonschema cannot check the date format", file=sys.stderr)
        return 2

    lines = 0
    invalid = 0
    reported = 0
    for number, line in enumerate(sys.stdin, start=1):
        if not line.strip():
            continue
        lines += 1
        try:
            instance = json.loads(line)
        except ValueError as error:
            invalid += 1
            if reported < MAX_REPORTED:
                print(f"line {number}: not JSON: {error}")
                reported += 1
            continue
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
        if errors:
            invalid += 1
            label = instance.get("id", "?") if isinstance(instance, dict) else "?"
            for error in errors:
                if reported >= MAX_REPORTED:
                    break
                where = "/".join(str(part) for part in error.absolute_path) or "(top)"
                print(f"line {number} ({label}): {where}: {error.message}")
                reported += 1
    if invalid:
        print(f"{invalid} of {lines} lines invalid")
        return 1
    print(f"{lines} lines valid")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
