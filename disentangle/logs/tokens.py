"""Tokenising chat text: spaCy's blank English tokenizer plus chat-specific rules.

The rules are data (`ChatRules`): tokens that must never be split (URLs, file paths, command names with
hyphens such as `apt-get`, command-line options, IRC nicks with brackets), smileys kept whole as special
cases, and the classes a token can be mapped to for features (URL, path, number, smiley). The engine
(`ChatTokenizer`) builds a spaCy tokenizer from the rules once and then tokenises many texts quickly.
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import Any, Iterable

logger = logging.getLogger(__name__)

URL_PATTERN = r"(?:[a-z][a-z0-9+.-]*://|www\.)\S+"
PATH_PATTERN = r"~?/[\w.+@-][\w./+@-]*|\.{1,2}/[\w./+@-]*|~/?[\w./+@-]*"
OPTION_PATTERN = r"--?[a-zA-Z][\w-]*(?:=\S+)?"
HYPHENATED_PATTERN = r"[A-Za-z0-9_][\w.+-]*[-.+][A-Za-z0-9_]\w*\+*"
NICK_BRACKET_PATTERN = r"[A-Za-z_{}|`^\\][\w{}|`^\\-]*\[[\w-]*\][\w-]*"

SMILEYS = (
    ":)", ":-)", ":(", ":-(", ":D", ":-D", ":P", ":-P", ":p", ":-p", ";)", ";-)", ":/", ":-/", ":|",
    ":o", ":O", "xD", "XD", "^^", "^_^", "o/", "\\o", "\\o/", "<3", ":'(", "=)", "=(", "8)", ":S", ":s",
)


@dataclass(frozen=True)
class ChatRules:
    """What the tokenizer keeps whole and how tokens are classed for features."""

    keep_whole: tuple[str, ...] = (URL_PATTERN, PATH_PATTERN, OPTION_PATTERN, HYPHENATED_PATTERN,
                                   NICK_BRACKET_PATTERN)
    smileys: tuple[str, ...] = SMILEYS
    classes: tuple[tuple[str, str], ...] = field(default=(
        ("<url>", r"^" + URL_PATTERN + r"$"),
        ("<path>", r"^(?:" + PATH_PATTERN + r")$"),
        ("<num>", r"^\d+(?:[.,]\d+)*$"),
    ))


DEFAULT_RULES = ChatRules()


def chat_tokenizer(tokenizer: "ChatTokenizer | None" = None) -> "ChatTokenizer":
    """`tokenizer` itself, or a new default `ChatTokenizer` when None: the one place prediction builds one
    (it takes a while: `disentanglers.Learned` builds it once and passes it to every call)."""
    return tokenizer if tokenizer is not None else ChatTokenizer()


class ChatTokenizer:
    """A spaCy blank-English tokenizer extended with `ChatRules`."""

    def __init__(self, rules: ChatRules = DEFAULT_RULES) -> None:
        import spacy  # imported here: the only module that needs spaCy

        self.rules = rules
        nlp = spacy.blank("en")
        tokenizer: Any = nlp.tokenizer  # a spacy.tokenizer.Tokenizer (typed by spaCy as any callable)
        keep = re.compile(r"^(?:" + "|".join(f"(?:{p})" for p in rules.keep_whole) + r")$", re.IGNORECASE)
        tokenizer.token_match = keep.match
        tokenizer.url_match = None
        for smiley in rules.smileys:
            tokenizer.add_special_case(smiley, [{"ORTH": smiley}])
        self._tokenizer = tokenizer
        self._classes = [(name, re.compile(pattern, re.IGNORECASE)) for name, pattern in rules.classes]
        self._normal: dict[str, str] = {}  # token -> normalised form (chat repeats words a lot)

    def tokenize(self, text: str) -> list[str]:
        """Tokens of one text, original case."""
        return [token.text for token in self._tokenizer(text)]

    def tokenize_many(self, texts: Iterable[str]) -> list[list[str]]:
        """Tokens of many texts (faster than one at a time)."""
        return [[token.text for token in doc] for doc in self._tokenizer.pipe(texts, batch_size=1000)]

    def token_class(self, token: str) -> str | None:
        """The class a token belongs to (`<url>`, `<path>`, `<num>`), or None."""
        for name, pattern in self._classes:
            if pattern.match(token):
                return name
        return None

    def normalise(self, token: str) -> str:
        """Lower-cased token, or its class name for URLs, paths and numbers."""
        normal = self._normal.get(token)
        if normal is None:
            normal = self._normal[token] = self.token_class(token) or token.lower()
        return normal
