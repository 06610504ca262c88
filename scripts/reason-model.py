#!/usr/bin/env python3
"""The learned sentence reader's experiment (issue 30, docs/reading.md): leave-one-writer-out over the
tuning sets, rules alone against rules + a one-vs-rest logistic regression over each sentence's words.

Input: the tuning sets sentence by sentence, as the test `ReasonSentenceDump` writes them
(IMR_REASON_SENTENCES=FILE swift test --skip-build --filter ReasonSentenceDump). Never the sets kept apart.
Deterministic: fixed order, no random draw.
"""
import json, re, sys, math
from collections import Counter, defaultdict
import numpy as np

UPHOLDING = ["no-functional-improvement", "exceeds-guideline-quantity", "not-recommended", "no-objective-findings",
             "conservative-care-not-tried", "first-line-not-tried", "no-opioid-monitoring", "no-surgical-plan",
             "home-exercise-sufficient", "request-incomplete", "pending-prior-treatment", "follows-primary-denied",
             "indication-absent", "no-rationale-given"]
OVERTURNING = ["criteria-met", "objective-findings", "conservative-care-failed", "functional-improvement",
               "within-guideline-quantity", "follows-primary-approved"]
SIDE = {"upheld": UPHOLDING, "overturned": OVERTURNING}

NEGATORS = {"no", "not", "without", "lack", "lacks", "lacking", "absence", "absent", "never", "nor", "none",
            "neither", "cannot", "unclear", "failed", "fails", "insufficient", "nothing", "denied"}
BREAKS = {"but", "however", "although", "while", "though", "whereas"}
WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?|[;,:]")


def words(sentence):
    """Lower-cased words, each marked 'n:' after a negator in its clause (to the next ; , or but)."""
    out, negated = [], False
    for token in WORD.findall(sentence.lower()):
        if token in ";,:" or token in BREAKS:
            negated = False
            continue
        if token.endswith("n't"):
            token, negated = token[:-3], True
        out.append(("n:" if negated else "") + token)
        if token in NEGATORS:
            negated = True
    return out


def features(sentence, rules_here, opts):
    ws = words(sentence)
    f = set(ws)
    if opts.get("bigrams", True):
        plain = [w[2:] if w.startswith("n:") else w for w in ws]
        f.update(a + "_" + b for a, b in zip(plain, plain[1:]))
    if opts.get("rules", True):
        f.update("rule:" + r for r in rules_here)
        if not rules_here:
            f.add("rule:none")
    if opts.get("quoted", True) and ('"' in sentence or "\u201c" in sentence):
        f.add("has:quote")
    f.add("bias")
    return f


def norm(text):
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def evidence_sentence(evidence, sentences):
    """The index of the sentence an evidence text names: the one holding it, or that it holds, or the one
    sharing most of its words; None where none shares half."""
    e = norm(evidence)
    if not e:
        return None
    normed = [norm(s) for s in sentences]
    for i, s in enumerate(normed):
        if e in s or (s and s in e and len(s) > 20):
            return i
    ew = set(e.split())
    best, at = 0.0, None
    for i, s in enumerate(normed):
        share = len(ew & set(s.split())) / len(ew)
        if share > best:
            best, at = share, i
    return at if best >= 0.5 else None


def load(path, opts):
    items = []
    for line in open(path):
        row = json.loads(line)
        n = len(row["sentences"])
        rules_at = defaultdict(set)
        for rid, at in row["rules"]:
            rules_at[int(at)].add(rid)
        pos = defaultdict(set)
        for rid, ev in row["evidence"].items():
            if rid in row["labels"]:
                i = evidence_sentence(ev, row["sentences"])
                if i is not None:
                    pos[i].add(rid)
        sents = [dict(text=s, rules=rules_at.get(i, set()), pos=pos.get(i, set()),
                      feats=features(s, rules_at.get(i, set()), opts)) for i, s in enumerate(row["sentences"])]
        # An item whose labels do not all name their sentence (set F gives none) trains nothing: its
        # stating sentences would count as negatives.
        located = set().union(*pos.values()) if pos else set()
        items.append(dict(set=row["set"], id=row["id"], decision=row["decision"], labels=set(row["labels"]),
                          trains=set(row["labels"]) <= located,
                          rules={r for r, _ in row["rules"]}, rule_pairs=[(r, int(a)) for r, a in row["rules"]],
                          sents=sents))
    return items


def train(items, side, opts):
    """One-vs-rest logistic regression for the side's reasons over the side's items' sentences, by
    stochastic gradient in a fixed order (no random draw): weights by feature, a column per reason."""
    reasons = SIDE[side]
    counts = Counter(f for it in items if it["decision"] == side and it["trains"] for s in it["sents"] for f in s["feats"])
    vocab = {f: i for i, f in enumerate(sorted(f for f, c in counts.items() if c >= opts.get("min_count", 2)))}
    if opts.get("buckets"):
        # Hashed into a fixed number of rows, as a compact shipped table would be.
        import zlib
        vocab = {f: zlib.crc32(f.encode()) % opts["buckets"] for f in vocab}
    rows, ys = [], []
    for it in items:
        if it["decision"] != side or not it["trains"]:
            continue
        for s in it["sents"]:
            rows.append(np.array(sorted(vocab[f] for f in s["feats"] if f in vocab), dtype=np.int64))
            ys.append(np.array([1.0 if r in s["pos"] else 0.0 for r in reasons]))
    W = np.zeros((opts.get("buckets") or len(vocab), len(reasons)))
    rate, l2, epochs = opts.get("rate", 0.2), opts.get("l2", 1e-4), opts.get("epochs", 12)
    for epoch in range(epochs):
        lr = rate / (1 + epoch)
        for idx, y in zip(rows, ys):
            z = W[idx].sum(0)
            p = 1 / (1 + np.exp(-np.clip(z, -30, 30)))
            g = p - y
            W[idx] -= lr * (g + l2 * W[idx])
    if opts.get("quantum"):
        # Weights as whole multiples of a quantum within a signed byte, as shipped.
        W = np.clip(np.round(W / opts["quantum"]), -127, 127) * opts["quantum"]
    return vocab, W


def predict(model, side, sent):
    vocab, W = model[side]
    idx = [vocab[f] for f in sent["feats"] if f in vocab]
    z = W[idx].sum(0) if idx else np.zeros(len(SIDE[side]))
    return 1 / (1 + np.exp(-np.clip(z, -30, 30)))


def combine(item, model, mode, add_t=0.9, veto_t=0.05):
    side = item["decision"]
    reasons = SIDE[side]
    given = set(item["rules"])
    probs = [predict(model, side, s) for s in item["sents"]]
    if "veto" in mode:
        for rid, at in item["rule_pairs"]:
            if 0 <= at < len(probs) and rid in reasons and probs[at][reasons.index(rid)] < veto_t:
                # vetoed only where the rule's sentence gives it no support at all
                given.discard(rid)
    if "add" in mode or ("fallback" in mode and not item["rules"]):
        for i, s in enumerate(item["sents"]):
            if s["rules"] and "anysent" not in mode:
                continue
            j = int(np.argmax(probs[i]))
            if probs[i][j] >= add_t:
                given.add(reasons[j])
    return given


def tally(pairs):
    g = r = st = ws = one = 0
    for found, labels in pairs:
        g += len(found); st += len(labels); r += len(found & labels)
        if labels:
            ws += 1
            one += bool(found & labels)
    return (100 * r / max(g, 1), 100 * r / max(st, 1), 100 * one / max(ws, 1))


def main():
    path = sys.argv[1]
    opts = json.loads(sys.argv[2]) if len(sys.argv) > 2 else {}
    items = load(path, opts)
    sets = sorted({it["set"] for it in items})
    modes = [("rules", None, None)]
    for t in opts.get("add_ts", [0.5, 0.6, 0.7, 0.8, 0.9, 0.95]):
        modes.append(("add", t, None))
        modes.append(("fallback", t, None))
        modes.append(("add-anysent", t, None))
    for v in opts.get("veto_ts", [0.01, 0.02, 0.05, 0.1]):
        modes.append(("veto", None, v))
    for t in opts.get("both_ts", [0.8, 0.9]):
        for v in [0.02, 0.05]:
            modes.append(("add+veto", t, v))
    results = defaultdict(list)
    per_set = defaultdict(dict)
    for held in sets:
        train_items = [it for it in items if it["set"] != held]
        model = {side: train(train_items, side, opts) for side in SIDE}
        test = [it for it in items if it["set"] == held]
        for mode, t, v in modes:
            if mode == "rules":
                pairs = [(set(it["rules"]), it["labels"]) for it in test]
            else:
                pairs = [(combine(it, model, mode, t or 2, v or 0), it["labels"]) for it in test]
            results[(mode, t, v)] += pairs
            per_set[(mode, t, v)][held] = tally(pairs)
        print(held, "rules %.1f/%.1f/%.1f" % per_set[("rules", None, None)][held], file=sys.stderr)
    for key in modes:
        p, r, o = tally(results[key])
        print("%-10s add>=%-5s veto<%-5s  %5.1f / %5.1f / %5.1f" % (key[0], key[1], key[2], p, r, o))
    if opts.get("per_set"):
        for key in [tuple(k) for k in opts["per_set"]]:
            print(key, " ".join("%s %.1f/%.1f/%.1f" % (s, *per_set[key][s]) for s in sets))


if __name__ == "__main__":
    main()
