"""Training of the learned secret scorer (`secret_model.py`): `python -m disentangle.privacy.secret_train`
rebuilds `models/secret_model.json` deterministically from the annotated corpus' train files.

The train files are split by name: every `TUNING_EVERY`-th file is the TUNING part (for the threshold only),
the others the FIT part. From the fit part's messages come the bigram table of real channel tokens and the
NEGATIVES: every candidate token of their lines. `secret_lines` draws the POSITIVES: random strings in many
alphabets and lengths, human passwords (words, digits, symbols, leetspeak) and vendor-shaped tokens with a
prefix, each placed in a context (config lines, chat phrases, code spans, in several languages; the cue
word often misspelt or glued to other words), and long random tokens with no cue at all; `technical_lines`
draws more negatives: hashes, digests, UUIDs, base64 of public text, versions, build and key ids in their
usual lines. None of it comes from the anonymiser's held-out sets. A logistic regression (scikit-learn,
balanced classes) is fitted on standardised features; the threshold is the lowest score that changes at most
`MAX_CHANGED_SHARE` of the tuning part's lines (and never below `MIN_THRESHOLD`).
"""
from __future__ import annotations

import argparse
import base64
import functools
import hashlib
import logging
import math
import random
import re
import string
import uuid
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from disentangle.atomic import write_json
from disentangle.corpus.samples import resolve_data_root
from disentangle.privacy.secret_model import (
    BOUNDARY,
    OTHER_CHAR,
    SHIPPED_SECRET_MODEL,
    STRIP,
    BigramTable,
    SecretModel,
    candidates,
    dictionary,
    token_features,
)

__all__ = ["TrainReport", "choose_threshold", "corpus_texts", "fit", "fit_bigrams", "line_scores", "main",
           "secret_lines", "split_files", "technical_lines", "train"]

logger = logging.getLogger(__name__)

SEED = 42
POSITIVES = 12_000            # secret lines drawn for training
TECHNICAL_COUNT = 6_000       # technical lines drawn as more negatives
TUNING_EVERY = 5              # every 5th train file (by name) is the tuning part
MAX_CHANGED_SHARE = 0.0001    # the threshold changes at most 0.01% of the tuning part's lines
MIN_THRESHOLD = 0.5
REGULARISATION = 1.0          # the inverse regularisation strength C
MAX_ITERATIONS = 2000
SMOOTHING = 0.5               # add-k smoothing of the bigram table
MIN_PAIR_COUNT = 2            # pairs seen fewer times are left to the `unseen` estimate
DECIMALS = 4                  # of the shipped JSON's numbers
MESSAGE = re.compile(r"^\[\d\d:\d\d(?::\d\d)?\] (?:<[^>]+>|\* \S+) (?P<text>.*)$")
SYMBOLS = "!@#$%^&*-_+=.?~"
PASSWORD_WORDS = (300, 20_000)      # the rank range of wordfreq's English words used in human passwords
# the generators' draws: shares of human passwords and vendor tokens (the rest random), of random tokens of
# BARE_MIN_LENGTH+ with no cue, of config lines (the rest chat), of misspelt cues, of passwords with a symbol
# and with joined words; the lengths of random strings and of vendor tokens' bodies
HUMAN_SHARE, VENDOR_SHARE, BARE_SHARE, BARE_MIN_LENGTH, CONFIG_SHARE = 0.3, 0.15, 0.15, 24, 0.5
TYPO_SHARE, SYMBOL_SHARE, JOINED_SHARE, CAPITALS_SHARE = 0.25, 0.6, 0.3, 0.7
RANDOM_LENGTHS, VENDOR_LENGTHS = (8, 64), (20, 60)


@dataclass(frozen=True)
class TrainReport:
    """What a training run used and chose: counts of examples, the tuning lines and how many the threshold
    changes there."""

    positives: int
    negatives: int
    positives_lost: int           # drawn secrets the candidate reader did not return (never scored)
    tuning_lines: int
    tuning_changed: int
    threshold: float


def corpus_texts(paths: Iterable[Path]) -> list[str]:
    """The message texts (speech and actions) of raw #ubuntu logs."""
    texts = []
    for path in paths:
        for line in path.read_text(encoding="utf-8", errors="replace").split("\n"):
            found = MESSAGE.match(line.rstrip("\r"))
            if found:
                texts.append(found["text"])
    return texts


def _chars(token: str) -> list[str]:
    return [BOUNDARY, *(c if " " <= c <= "~" else OTHER_CHAR for c in token), BOUNDARY]


def fit_bigrams(texts: Iterable[str]) -> BigramTable:
    """The character bigram table of every token of `texts` (add-k smoothed, rare pairs left to `unseen`)."""
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for text in texts:
        for word in text.split():
            chars = _chars(word.strip(STRIP))
            for left, right in zip(chars, chars[1:]):
                counts[left][right] += 1
    size = len({c for following in counts.values() for c in following} | set(counts))
    pairs, unseen = {}, {}
    for left in sorted(counts):
        total = sum(counts[left].values()) + SMOOTHING * size
        pairs[left] = {right: round(math.log((n + SMOOTHING) / total), DECIMALS)
                       for right, n in sorted(counts[left].items()) if n >= MIN_PAIR_COUNT}
        unseen[left] = round(math.log(SMOOTHING / total), DECIMALS)
    return BigramTable(pairs, unseen, min(unseen.values()))


def _random_string(rng: random.Random, alphabet: str, length: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(length))


ALPHABETS = (string.ascii_letters + string.digits, string.ascii_letters + string.digits + SYMBOLS,
             string.ascii_lowercase + string.digits, string.ascii_letters + string.digits + "+/",
             string.ascii_letters + string.digits + "-_", string.ascii_uppercase + string.digits,
             string.ascii_letters + string.digits + "!#*", string.ascii_letters)


def _password_word(rng: random.Random) -> str:
    words = _words()
    word = words[rng.randrange(len(words))]
    return rng.choice((word, word.capitalize(), word.upper(), _leet(word)))


def _leet(word: str) -> str:
    return word.translate(str.maketrans("aeios", "43105"))


@functools.lru_cache(maxsize=1)
def _words() -> tuple[str, ...]:
    low, high = PASSWORD_WORDS
    return tuple(sorted(w for w in dictionary() if 4 <= len(w) <= 9))[low:high]


def human_password(rng: random.Random) -> str:
    """A password a person makes: words, digits and symbols."""
    parts = [_password_word(rng) for _ in range(rng.choice((1, 1, 2, 3)))]
    parts.append(str(rng.randrange(10 ** rng.randint(1, 4))))
    if rng.random() < SYMBOL_SHARE:
        parts.insert(rng.randrange(len(parts) + 1), rng.choice(SYMBOLS))
    return rng.choice(("", "-", "_", ".")).join(parts) if rng.random() < JOINED_SHARE else "".join(parts)


def random_secret(rng: random.Random) -> str:
    """A machine-made secret: random characters of one alphabet, 8-64 long."""
    return _random_string(rng, rng.choice(ALPHABETS), rng.randint(*RANDOM_LENGTHS))


def vendor_token(rng: random.Random) -> str:
    """A token with a vendor-like prefix (made up: letters, an optional `_live`, `_test`, a separator)."""
    prefix = _random_string(rng, string.ascii_lowercase, rng.randint(2, 6)) + rng.choice(("", "_live", "_test", "_pat"))
    body = _random_string(rng, rng.choice(ALPHABETS[:5]), rng.randint(*VENDOR_LENGTHS))
    return prefix + rng.choice("_-.") + body


CUES = ("password", "passwd", "pass", "pw", "pwd", "passphrase", "token", "secret", "api_key", "apikey",
        "access_token", "auth_token", "client_secret", "secret_key", "private_key", "psk", "Password", "PASSWORD",
        "contraseña", "senha", "пароль", "Passwort", "mot de passe", "wachtwoord", "hasło", "clave", "mdp")
GLUES = ("DB_", "MYSQL_", "SMTP_", "APP_", "REDIS_", "my", "admin_", "root_", "wifi_", "", "", "", "", "")
CONFIG = ("{c} = {v}", "{c}={v}", "{c}: {v}", "{c}: \"{v}\"", "\"{c}\": \"{v}\",", "{c} '{v}'", "export {c}={v}",
          "  {c}: {v}", "--{c} {v}", "--{c}={v}", "{c} {v}", "set {c} {v}", "[auth] {c} = {v}", "{c} => '{v}',")
CHAT = ("my {c} is {v}", "{c} was `{v}` last time", "{c} is {v} btw", "regenerated the {c}, now {v}",
        "i set the {c} to {v}", "try {v} as the {c}", "use {c} {v} and see", "here's the {c}: {v}",
        "{v} is the {c}", "{c} `{v}`", "ok so {c}: {v}", "changed {c} to '{v}' still fails",
        "it asks for {c} and i type {v}", "mi {c} es {v}", "minha {c} é {v}", "мой {c} {v}", "mein {c} ist {v}",
        "mon {c} est {v}", "{c}:{v}")
BARE = ("{v}", "it says {v}", "paste this {v} into the box", "got {v} from the dashboard", "{v} there", "curl -H {v}")


def _typo(rng: random.Random, word: str) -> str:
    """`word` with one edit: a letter dropped, doubled, swapped with the next, or replaced."""
    if len(word) < 5:
        return word
    i = rng.randrange(1, len(word) - 1)
    return rng.choice((word[:i] + word[i + 1:], word[:i] + word[i] + word[i:],
                       word[:i] + word[i + 1] + word[i] + word[i + 2:],
                       word[:i] + rng.choice(string.ascii_lowercase) + word[i + 1:]))


def _cue(rng: random.Random) -> str:
    cue = rng.choice(CUES)
    cue = _typo(rng, cue) if rng.random() < TYPO_SHARE else cue
    glue = rng.choice(GLUES)
    return (glue + cue).upper() if glue.isupper() and rng.random() < CAPITALS_SHARE else glue + cue


def secret_lines(rng: random.Random, count: int) -> list[tuple[str, str]]:
    """`count` lines each holding one drawn secret: (line, secret)."""
    lines = []
    for _ in range(count):
        kind = rng.random()
        human = kind < HUMAN_SHARE
        value = human_password(rng) if human else vendor_token(rng) if kind < HUMAN_SHARE + VENDOR_SHARE \
            else random_secret(rng)
        if rng.random() < BARE_SHARE and len(value) >= BARE_MIN_LENGTH and not human:
            template = rng.choice(BARE)
        else:
            template = rng.choice(CONFIG if rng.random() < CONFIG_SHARE else CHAT)
        shown = value if any(q in template for q in "`'\"") else rng.choice((value, value, f"`{value}`", f'"{value}"'))
        lines.append((template.format(c=_cue(rng), v=shown), value))
    return lines


TECH_WORDS = ("ubuntu-24.04-desktop-amd64.iso", "linux-image", "libc6", "nginx", "grub", "firefox", "README.md")
TECHNICAL_TEMPLATES = (
    "{hex64}  {word}", "sha256sum: {hex64}", "md5sum {hex32}", "MD5 ({word}) = {hex32}", "commit {hex40}",
    "git checkout {hex7}", "git reset --hard {hex12}", "docker pull ubuntu@sha256:{hex64}", "IMAGE ID {hex12}",
    "UUID={uuid} / ext4 defaults 0 1", "/dev/sda1: UUID=\"{uuid}\" TYPE=\"ext4\" PARTUUID=\"{hex8}-01\"",
    "echo {b64} | base64 -d", "Version: {version}", "linux-image-{version}-generic", "build {build}",
    "gpg --keyserver keyserver.ubuntu.com --recv-keys {HEX16}", "Fingerprint: {fpr}", "{word}_{version}_amd64.deb",
    "BOOT_IMAGE=/vmlinuz-{version}-generic root=UUID={uuid} ro quiet splash", "machine-id {hex32}",
    "Digest: sha256:{hex64}", "Status: Downloaded newer image for {word}:{version}", "container {hex12} exited",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64key} user@laptop", "key {HEX16} expired", "snap revision {build}",
    "object {hex40} not found", "Merge: {hex7} {hex7}", "sha1 {hex40} ok", "{word}-{version}.tar.gz",
    "Get:1 http://archive.ubuntu.com/ubuntu {word} {version} [{build} kB]", "checksum {hex32} mismatch",
)


def _technical_values(rng: random.Random) -> dict[str, str]:
    data = _random_string(rng, string.ascii_letters, 24).encode()
    text = " ".join(rng.choice(_words()) for _ in range(rng.randint(3, 9)))
    version = ".".join(str(rng.randint(0, 40)) for _ in range(rng.randint(2, 4))) + rng.choice(
        ("", "-0ubuntu1", f"-{rng.randint(1, 200)}", "~22.04.1", "+dfsg-2", "-1ubuntu0.3"))
    return {"hex64": hashlib.sha256(data).hexdigest(), "hex32": hashlib.md5(data).hexdigest(),  # noqa: S324 (a shape)
            "hex40": hashlib.sha1(data).hexdigest(), "hex12": hashlib.sha1(data).hexdigest()[:12],  # noqa: S324
            "hex8": hashlib.sha1(data).hexdigest()[:8], "hex7": hashlib.sha1(data).hexdigest()[:7],  # noqa: S324
            "HEX16": hashlib.sha1(data).hexdigest()[:16].upper(), "uuid": str(uuid.UUID(int=rng.getrandbits(128))),
            "b64": base64.b64encode(text.encode()).decode(), "version": version, "build": f"{rng.randint(2015, 2026)}"
            f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}.{rng.randint(1, 9)}",
            "fpr": " ".join(hashlib.sha1(data).hexdigest()[i:i + 4].upper() for i in range(0, 40, 4)),
            "b64key": base64.b64encode(data + data[:8]).decode().rstrip("="), "word": rng.choice(TECH_WORDS)}


def technical_lines(rng: random.Random, count: int) -> list[str]:
    """`count` lines of public technical values (hashes, digests, UUIDs, versions, build and key ids)."""
    return [rng.choice(TECHNICAL_TEMPLATES).format(**_technical_values(rng)) for _ in range(count)]


def split_files(root: Path) -> tuple[list[Path], list[Path]]:
    """The train files' fit part and tuning part (every `TUNING_EVERY`-th file by name)."""
    files = sorted((root / "train").glob("*.raw.txt"))
    return ([f for i, f in enumerate(files) if i % TUNING_EVERY],
            [f for i, f in enumerate(files) if not i % TUNING_EVERY])


def _positive_rows(lines: Sequence[tuple[str, str]], bigrams: BigramTable) -> tuple[list[tuple[float, ...]], int]:
    """The features of each drawn secret as the candidate reader finds it in its line, and how many it missed."""
    rows, lost = [], 0
    for line, value in lines:
        found = [c for c in candidates(line) if c.value == value]
        if found:
            rows.append(token_features(found[0], bigrams))
        else:
            lost += 1
    return rows, lost


def _negative_rows(texts: Iterable[str], bigrams: BigramTable) -> list[tuple[float, ...]]:
    return [token_features(c, bigrams) for text in texts for c in candidates(text)]


def _standardise(rows: Sequence[Sequence[float]]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    columns = list(zip(*rows))
    means = tuple(sum(col) / len(col) for col in columns)
    scales = tuple(math.sqrt(sum((x - m) ** 2 for x in col) / len(col)) or 1.0 for col, m in zip(columns, means))
    return tuple(round(m, DECIMALS + 2) for m in means), tuple(round(s, DECIMALS + 2) for s in scales)


def fit(positives: Sequence[Sequence[float]], negatives: Sequence[Sequence[float]], bigrams: BigramTable,
        seed: int) -> SecretModel:
    """A logistic regression on the standardised features (balanced classes); threshold 0.5 until chosen."""
    from sklearn.linear_model import LogisticRegression  # training only: scoring needs no scikit-learn

    rows = [*positives, *negatives]
    means, scales = _standardise(rows)
    scaled = [[(x - m) / s for x, m, s in zip(row, means, scales)] for row in rows]
    labels = [1] * len(positives) + [0] * len(negatives)
    regression = LogisticRegression(C=REGULARISATION, class_weight="balanced", max_iter=MAX_ITERATIONS,
                                    random_state=seed).fit(scaled, labels)
    return SecretModel(tuple(round(float(c), DECIMALS + 2) for c in regression.coef_[0]),
                       round(float(regression.intercept_[0]), DECIMALS + 2), means, scales, MIN_THRESHOLD, bigrams)


def line_scores(model: SecretModel, texts: Iterable[str]) -> list[float]:
    """The highest score among each text's candidates (0 for a text with none)."""
    return [max((model.score(token_features(c, model.bigrams)) for c in candidates(text)), default=0.0)
            for text in texts]


def choose_threshold(scores: Sequence[float]) -> float:
    """The lowest threshold (rounded up) that flags at most `MAX_CHANGED_SHARE` of the lines, >= MIN_THRESHOLD."""
    allowed = math.floor(len(scores) * MAX_CHANGED_SHARE)
    ranked = sorted(scores, reverse=True)
    above = ranked[allowed] if allowed < len(ranked) else 0.0
    step = 10.0 ** -DECIMALS
    return max(MIN_THRESHOLD, math.floor(above / step) * step + step)


def train(root: Path, seed: int = SEED, positives: int = POSITIVES, technical: int = TECHNICAL_COUNT,
          max_files: int | None = None) -> tuple[SecretModel, TrainReport]:
    """The secret model fitted on the train files under `root` (`max_files` of each part: a small run)."""
    fit_files, tuning_files = split_files(root)
    fit_texts, tuning_texts = corpus_texts(fit_files[:max_files]), corpus_texts(tuning_files[:max_files])
    bigrams = fit_bigrams(fit_texts)
    rng = random.Random(seed)
    positive_rows, lost = _positive_rows(secret_lines(rng, positives), bigrams)
    negative_rows = _negative_rows([*fit_texts, *technical_lines(rng, technical)], bigrams)
    model = fit(positive_rows, negative_rows, bigrams, seed)
    threshold = choose_threshold(line_scores(model, tuning_texts))
    model = SecretModel(model.coefficients, model.intercept, model.means, model.scales, threshold, bigrams)
    changed = sum(score >= threshold for score in line_scores(model, tuning_texts))
    logger.info("secret model: %d positives (%d lost), %d negatives, threshold %.4f changes %d of %d tuning lines",
                len(positive_rows), lost, len(negative_rows), threshold, changed, len(tuning_texts))
    return model, TrainReport(len(positive_rows), len(negative_rows), lost, len(tuning_texts), changed, threshold)


def main(argv: list[str] | None = None) -> int:
    """Rebuild the shipped secret model (or write it to `--output`)."""
    parser = argparse.ArgumentParser(prog="python -m disentangle.privacy.secret_train", description=__doc__)
    parser.add_argument("--data", help="the annotated corpus' root (train/ and dev/); default: as `train` finds it")
    parser.add_argument("--output", type=Path, default=SHIPPED_SECRET_MODEL, help="where the JSON model goes")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    model, report = train(resolve_data_root(args.data, download=False), args.seed)
    write_json(args.output, {**model.to_json(), "training": {
        "seed": args.seed, "positives": report.positives, "negatives": report.negatives,
        "positives_lost": report.positives_lost, "tuning_lines": report.tuning_lines,
        "tuning_changed": report.tuning_changed, "max_changed_share": MAX_CHANGED_SHARE}})
    logger.info("wrote %s", args.output)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
