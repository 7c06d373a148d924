"""The learned secret scorer: a token that is random like a credential, or that the words before it name one,
becomes `__secret__` (issue 42), after the hand rules of `patterns.py` have run.

`candidates` cuts a text into tokens of 8-256 characters (quotes, backticks and brackets stripped; of
`key=value` and `key: value` the value), never a URL, an e-mail address, a file path, a number or version, a
common English word or a placeholder. `token_features` gives each the numeric features of `FEATURES` (length,
Shannon entropy, character classes and their transitions, the mean log-likelihood of its character bigrams
under a model of real #ubuntu tokens, hex / UUID / base64 shapes, the longest English word inside, and the
cues of `secret_words` among the words before and after it). `SecretModel` (a logistic regression fitted by
`secret_train`, shipped as JSON in `models/secret_model.json`, no pickle) scores them; `replace_secrets` puts
`__secret__` for every token scored at or above the model's threshold and counts it as `secret`. The release
validator (`audit/`) does not use this model: it stays independent of the anonymiser.
"""
from __future__ import annotations

import base64
import functools
import json
import math
import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from wordfreq import top_n_list

from disentangle.errors import DisentangleError
from disentangle.privacy.keep import placeholder_secret
from disentangle.privacy.passwords import composed_password
from disentangle.privacy.published import example_basic_credentials
from disentangle.privacy.secret_words import (
    FUZZY_MIN_LENGTH,
    MULTIWORD_CUES,
    SCRIPT_CUE_FROM,
    STRONG_CUES,
    TECH_CUES,
    WEAK_CUES,
)
from disentangle.settings import SHIPPED_MODEL

__all__ = ["FEATURES", "FEATURE_VERSION", "SECRET_MODEL_FILE", "SHIPPED_SECRET_MODEL", "BigramTable", "Candidate",
           "SecretModel", "SecretModelError", "candidates", "load_secret_model", "replace_secrets", "shipped_model",
           "token_features"]

FEATURE_VERSION = 1
SECRET_MODEL_FILE = "secret_model.json"
SHIPPED_SECRET_MODEL = SHIPPED_MODEL.parent / SECRET_MODEL_FILE   # in a checkout: models/secret_model.json
SECRET_KIND, SECRET_TAG = "secret", "__secret__"
MIN_LENGTH, MAX_LENGTH = 8, 256
CONTEXT_BEFORE, CONTEXT_AFTER = 4, 3          # words read before and after a token for its cues
WORD_LANGUAGE, DICTIONARY_SIZE = "en", 50_000   # the English words (wordfreq's most frequent) a token may hold
MIN_INNER_WORD, MAX_INNER_WORD = 3, 12        # lengths of the words looked for inside a token
LENGTH_SCALE = 32.0
MIN_DECODED_SPACES = 2                        # base64 that decodes to text of 3 words or more is text
BOUNDARY = "\x02"                             # the bigram model's start and end of a token
OTHER_CHAR = "\x7f"                           # every character outside printable ASCII, for the bigram model
STRIP = "\"'`()[]{}<>"                        # what is stripped around a token (then its value)
TRAILING = ",.;:!?"                           # stripped after a token that is not a value in quotes
_SPLIT = re.compile(r"^-{0,2}(?P<key>[^\W\d][\w.\-\[\]]{0,40})(?P<sep>=|:=|:|=>)(?P<value>[^=].*)$")
_URL = re.compile(r"://|^www\.|^[\w.-]+\.(?:com|org|net|io|de|fr|uk|edu|gov|co)(?:/|$)", re.IGNORECASE)
_EMAIL = re.compile(r"^[^@\s]+@[\w-]+(?:\.[\w-]+)+$")
_PATH = re.compile(r"^(?:/|~|\.{1,2}/|[A-Za-z]:\\|\\\\)|\\")
_NUMBER = re.compile(r"^[vV]?[\d.,:+\-x/_~]+[a-z]?$")
_VERSION = re.compile(r"^[vV]?\d+(?:\.\d+)+(?:[-+~:_][\w.+~:-]*)?$")   # 2.6.32-21-generic, 2.35-0ubuntu3.6
SCRIPT_CUES = frozenset(cue for cue in STRONG_CUES if ord(cue[0]) >= SCRIPT_CUE_FROM)   # found inside a token too
_PLACEHOLDER = re.compile(r"__[a-z0-9]+__|^participant_\d+$")
_HEX = re.compile(r"^(?:0x)?[0-9a-fA-F]+$")
# a published digest: Subresource Integrity's `sha512-BASE64` (npm's lockfiles, `<script integrity=...>`), and
# the keys that hold one (Go's go.sum `h1:BASE64=`): a package's checksum, no one's secret
_DIGEST = re.compile(r"^(?:sha(?:1|224|256|384|512)|md5|blake2[bs]?)-[A-Za-z0-9+/]{16,}={0,2}$")
DIGEST_KEYS = frozenset(("h1",))
# a device named by its file system's or partition's id (`root=UUID=...`, `resume=PARTUUID=...`): no secret
DEVICE_KEYS = re.compile(r"(?i)(?:PART)?(?:UUID|LABEL)=")
WEAK_ETAG = 'W/"'
_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
_BASE64 = re.compile(r"^[A-Za-z0-9+/_-]{16,}={0,2}$")
_PREFIXED = re.compile(r"^[A-Za-z]{2,8}[_-]")
_QUOTES = "\"'`"
_WORD = re.compile(r"\S+")
_LONG_WORD = re.compile(r"\S{%d}" % MIN_LENGTH)
_WORD_PARTS = re.compile(r"[^\W_]+", re.UNICODE)
_CLASSES = ("lower", "upper", "digit", "symbol")

FEATURES: tuple[str, ...] = (
    "log_length", "length", "entropy", "entropy_ratio", "lower", "upper", "digit", "symbol", "transitions",
    "classes", "bigram_ll", "bigram_ll_lower", "hex", "uuid", "base64", "prefixed", "word_fraction",
    "cue_strong", "cue_weak", "cue_tech", "cue_after", "tech_after", "base64_text", "assignment", "quoted",
    "cue_x_entropy",
    "cue_x_bigram", "cue_x_word",
)


class SecretModelError(DisentangleError):
    """The secret model file is missing, unreadable or of another feature version."""


@dataclass(frozen=True)
class Candidate:
    """One token a secret may be: its span in the text, its value, the words around it (lower case), whether
    it was the value of a `key=value` / `key: value` (the key is among `before`) and whether it was quoted."""

    start: int
    end: int
    value: str
    before: tuple[str, ...]
    after: tuple[str, ...]
    assignment: bool
    quoted: bool


@dataclass(frozen=True)
class BigramTable:
    """Character bigram log-probabilities of real channel tokens: `pairs[a][b]` = log P(b | a), `unseen[a]` for
    a pair never seen after `a`, `floor` for a character never seen at all."""

    pairs: Mapping[str, Mapping[str, float]]
    unseen: Mapping[str, float]
    floor: float

    def mean_log_likelihood(self, token: str) -> float:
        chars = [BOUNDARY, *(c if " " <= c <= "~" else OTHER_CHAR for c in token), BOUNDARY]
        total = 0.0
        for left, right in zip(chars, chars[1:]):
            following = self.pairs.get(left)
            total += self.floor if following is None else following.get(right, self.unseen[left])
        return total / (len(chars) - 1)


@dataclass(frozen=True)
class SecretModel:
    """A fitted logistic regression over `FEATURES` (standardised by `means` and `scales`), its threshold and
    the bigram table its `bigram_ll` features read."""

    coefficients: tuple[float, ...]
    intercept: float
    means: tuple[float, ...]
    scales: tuple[float, ...]
    threshold: float
    bigrams: BigramTable

    def score(self, features: Sequence[float]) -> float:
        """The probability that a token with these features is a secret."""
        z = self.intercept + sum(c * (x - m) / s for c, x, m, s in
                                 zip(self.coefficients, features, self.means, self.scales))
        return 1.0 / (1.0 + math.exp(-max(min(z, 500.0), -500.0)))

    def to_json(self) -> dict:
        return {"feature_version": FEATURE_VERSION, "features": list(FEATURES),
                "coefficients": list(self.coefficients), "intercept": self.intercept, "means": list(self.means),
                "scales": list(self.scales), "threshold": self.threshold,
                "bigrams": {"pairs": self.bigrams.pairs, "unseen": self.bigrams.unseen, "floor": self.bigrams.floor}}


@functools.lru_cache(maxsize=1)
def dictionary() -> frozenset[str]:
    """The common English words (wordfreq's most frequent) a token is not, or holds."""
    return frozenset(word for word in top_n_list(WORD_LANGUAGE, DICTIONARY_SIZE) if word.isalpha())


def _clean(word: str) -> tuple[str, bool]:
    """A word without the quotes, backticks and brackets around it (and trailing punctuation outside them)."""
    stripped = word.rstrip(TRAILING) if word[-1:] in TRAILING and word.rstrip(TRAILING)[-1:] in STRIP else word
    quoted = stripped[:1] in "\"'`" or stripped[-1:] in "\"'`"
    stripped = stripped.strip(STRIP)
    if not quoted:
        stripped = stripped.rstrip(TRAILING.replace("!", "").replace("?", ""))
    return stripped, quoted


def is_candidate(value: str) -> bool:
    """Could `value` be a secret: 8-256 characters, no URL, e-mail, path (`_named_path` too), number, version,
    published digest, HTTP weak entity tag (`W/"..."`, RFC 9110: a validator of a resource's content), common
    word, placeholder or Basic credentials that are no one's (`published.example_basic_credentials`:
    "user:password")?"""
    if not MIN_LENGTH <= len(value) <= MAX_LENGTH or _PLACEHOLDER.search(value):
        return False
    if _URL.search(value) or _EMAIL.match(value) or _PATH.search(value) or _NUMBER.match(value) \
            or _VERSION.match(value) or _DIGEST.match(value) or value.startswith(WEAK_ETAG) \
            or example_basic_credentials(value) or _named_path(value):
        return False
    return not (value.isalpha() and value.lower() in dictionary())


def _named_path(value: str) -> bool:
    """A relative path whose folders are named in words (`by-hash/SHA256/<digest>`, `share/doc/<file>`): a
    file's place, not a key (an AWS secret key's `/` parts name nothing)."""
    folders = value.strip("/").split("/")[:-1]
    return any(parts and all(part.lower() in dictionary() for part in parts)
               for parts in (_WORD_PARTS.findall(folder) for folder in folders))


def candidates(text: str) -> Iterator[Candidate]:
    """Every token of `text` a secret may be, with the words around it (a text without a word of 8
    characters has none: one search)."""
    if not _LONG_WORD.search(text):
        return
    matches = list(_WORD.finditer(text))              # one pass: the words and where each starts
    words = [match[0] for match in matches]
    starts = [match.start() for match in matches]
    for index, word in enumerate(words):
        found = _candidate(word, starts[index]) if len(word) >= MIN_LENGTH else None
        if found is None:
            continue
        value, offset, key, quoted = found
        before = tuple(w for previous in words[max(0, index - CONTEXT_BEFORE):index] for w in _cue_words(previous))
        after = tuple(w for following in words[index + 1:index + 1 + CONTEXT_AFTER] for w in _cue_words(following))
        yield Candidate(offset, offset + len(value), value, before + _cue_words(key), after, bool(key), quoted)


def _candidate(word: str, start: int) -> tuple[str, int, str, bool] | None:
    """The value a word holds (its key's value when it is `key=value`), its offset in the text, the key and
    whether it was quoted; None when it is no candidate."""
    value, quoted = _clean(word)
    offset = start + word.find(value) if value else start
    key = ""
    split = _SPLIT.match(value)
    if split and not _URL.search(value):
        key, raw = split["key"], split["value"]
        closing = raw.find(raw[0], 1) if raw[:1] in _QUOTES else -1
        value = raw[1:closing] if closing > 0 else raw.strip(STRIP)     # `value="v"/>`: the quotes' inside
        quoted = quoted or raw[:1] in "\"'`"
        offset += split.start("value") + raw.find(value) if value else 0
    if not value or not is_candidate(value) or _is_words(value) or key.lower() in DIGEST_KEYS \
            or DEVICE_KEYS.match(value):
        return None
    return value, offset, key, quoted


def _is_words(value: str) -> bool:
    """Is `value` words alone, no digit ("client_secret", "linux-image", "wifi_pass", "DB_PASSWORD"), or words
    and numbers between slashes ("status=1/FAILURE", "2/3/2004")?"""
    parts = _WORD_PARTS.findall(value.lower())
    numbers = "/" in value and all(p.isdigit() or p in dictionary() for p in parts)
    return numbers or not any(c.isdigit() for c in value) and all(p in dictionary() or is_strong_cue(p) for p in parts)


def _cue_words(word: str) -> tuple[str, ...]:
    """A word as the cue reader sees it: lower case, its whole (without punctuation), its parts and the cues of
    a script written without spaces inside it (`SCRIPT_CUES`: "数据库密码是" holds 密码); nothing for a
    placeholder a rule wrote (`__secret__` names no credential of the text: the text's own words do)."""
    if _PLACEHOLDER.search(word):
        return ()
    low = word.lower().strip(STRIP + TRAILING + "-=$@#*")
    parts = tuple(_WORD_PARTS.findall(low))
    inside = tuple(cue for cue in SCRIPT_CUES if cue in low and cue != low)   # "数据库密码是": 密码
    return (low, *parts, *inside) if low and parts != (low,) else (*parts, *inside)


def _edit_distance_one(a: str, b: str) -> bool:
    """Are `a` and `b` at most one edit apart (insert, delete, substitute, or swap two neighbours)?"""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        return len(diff) <= 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                                  and a[diff[1]] == b[diff[0]])
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


@functools.lru_cache(maxsize=4096)
def is_strong_cue(word: str) -> bool:
    """Does `word` name a credential: a strong cue exactly, one edit away (not a common word: "taken" is no
    "token"), or as its prefix or suffix ("mypassword", "passwordfile")?"""
    if word in STRONG_CUES:
        return True
    if len(word) < FUZZY_MIN_LENGTH - 1:
        return False
    for cue in STRONG_CUES:
        if len(cue) >= FUZZY_MIN_LENGTH and (_edit_distance_one(word, cue) or word.startswith(cue)
                                             or word.endswith(cue)):
            return word not in dictionary()
    return False


def _has_multiword(words: tuple[str, ...]) -> bool:
    return any(word == cue[0] and words[i:i + len(cue)] == cue for i, word in enumerate(words)
               for cue in MULTIWORD_CUES)


def _cues(candidate: Candidate) -> tuple[float, float, float, float, float]:
    """Cues before the token (strong, weak, technical), and after it (strong, technical)."""
    before, after = candidate.before, candidate.after
    strong = any(is_strong_cue(w) for w in before) or _has_multiword(before)
    weak = any(w in WEAK_CUES for w in before)
    tech = any(w in TECH_CUES for w in before)
    strong_after = any(is_strong_cue(w) for w in after) or _has_multiword(after)
    return float(strong), float(weak), float(tech), float(strong_after), float(any(w in TECH_CUES for w in after))


def _base64_text(token: str) -> float:
    """Does `token` decode from base64 to text of several words (public text encoded, not a random key)?"""
    if not _BASE64.match(token):
        return 0.0
    try:
        decoded = base64.b64decode(token + "=" * (-len(token) % 4), validate=True).decode("ascii")
    except (ValueError, UnicodeDecodeError):
        return 0.0
    return float(decoded.isprintable() and decoded.count(" ") >= MIN_DECODED_SPACES)


def _char_class(char: str) -> int:
    return 0 if char.islower() else 1 if char.isupper() else 2 if char.isdigit() else 3


def _entropy(token: str) -> float:
    counts, n = Counter(token), len(token)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _word_fraction(token: str) -> float:
    """The length of the longest common English word inside `token` (3-12 letters), over its length."""
    low, words, best = token.lower(), dictionary(), 0
    for size in range(min(MAX_INNER_WORD, len(low)), MIN_INNER_WORD - 1, -1):
        if any(low[i:i + size] in words for i in range(len(low) - size + 1)):
            best = size
            break
    return best / len(token)


def token_features(candidate: Candidate, bigrams: BigramTable) -> tuple[float, ...]:
    """The values of `FEATURES` for one candidate token."""
    token = candidate.value
    n = len(token)
    classes = [_char_class(c) for c in token]
    fractions = [classes.count(k) / n for k in range(len(_CLASSES))]
    entropy = _entropy(token)
    strong, weak, tech, after, tech_after = _cues(candidate)
    bigram = bigrams.mean_log_likelihood(token)
    word = _word_fraction(token)
    return (math.log2(n), n / LENGTH_SCALE, entropy, entropy / math.log2(n), *fractions,
            sum(a != b for a, b in zip(classes, classes[1:])) / (n - 1), len(set(classes)) / len(_CLASSES),
            bigram, bigrams.mean_log_likelihood(token.lower()), float(bool(_HEX.match(token))),
            float(bool(_UUID.match(token))), float(bool(_BASE64.match(token))), float(bool(_PREFIXED.match(token))),
            word, strong, weak, tech, after, tech_after, _base64_text(token), float(candidate.assignment),
            float(candidate.quoted),
            strong * entropy, strong * bigram, strong * word)


def secret_spans(text: str, model: SecretModel) -> list[Candidate]:
    """The candidates of `text` the model scores at or above its threshold, and those of a password's composition
    (`passwords.composed_password`: `Pumpkin92!`, `Blu3b3rry1`), which no randomness shows; never a published
    example (`keep.placeholder_secret`: xkcd's `Tr0ub4dor&3`, `your_passphrase`)."""
    return [c for c in candidates(text) if not placeholder_secret(c.value)
            and (model.score(token_features(c, model.bigrams)) >= model.threshold or composed_password(c.value, text[c.end:]))]


def replace_secrets(text: str, counts: Counter[str], model: SecretModel | None = None) -> str:
    """`text` with every token the model flags replaced by `__secret__`, counted as `secret` in `counts`."""
    if len(text) < MIN_LENGTH:
        return text
    found = secret_spans(text, model or shipped_model())
    for candidate in reversed(found):
        text = text[:candidate.start] + SECRET_TAG + text[candidate.end:]
    if found:                 # no key for nothing: the counts of a text without secrets stay as they were
        counts[SECRET_KIND] += len(found)
    return text


def model_from_json(data: Mapping) -> SecretModel:
    """A model from its JSON form (`SecretModel.to_json`); SecretModelError when it is not one of this version."""
    if not isinstance(data, Mapping) or data.get("feature_version") != FEATURE_VERSION \
            or tuple(data.get("features", ())) != FEATURES:
        found = data.get("feature_version") if isinstance(data, Mapping) else None
        raise SecretModelError(f"the secret model is of feature version {found}, this code reads {FEATURE_VERSION}")
    try:
        table = data["bigrams"]
        bigrams = BigramTable({k: dict(v) for k, v in table["pairs"].items()}, dict(table["unseen"]),
                              float(table["floor"]))
        return SecretModel(tuple(map(float, data["coefficients"])), float(data["intercept"]),
                           tuple(map(float, data["means"])), tuple(map(float, data["scales"])),
                           float(data["threshold"]), bigrams)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise SecretModelError(f"the secret model is incomplete ({type(error).__name__}: {error})") from error


def load_secret_model(path: str | Path) -> SecretModel:
    """The secret model in `path`; SecretModelError (one line) when it is missing or unreadable."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SecretModelError(f"secret model {path} is missing (rebuild it: "
                               "python -m disentangle.privacy.secret_train)") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise SecretModelError(f"secret model {path} is unreadable: {error}") from None
    try:
        return model_from_json(data)
    except SecretModelError as error:
        raise SecretModelError(f"{path}: {error}") from None


@functools.lru_cache(maxsize=1)
def shipped_model() -> SecretModel:
    """The shipped model (`models/secret_model.json`), read once per process."""
    return load_secret_model(SHIPPED_SECRET_MODEL)
