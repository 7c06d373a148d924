"""The roff language's lexical rules: escapes, special characters, request lines and their arguments.

The character tables (`SPECIAL_CHARS`, `ESCAPE_CHARS`, default strings and number registers) are data; the
patterns find comments, request lines, escapes, numbers and table rules; `split_args` cuts a request's
arguments as roff does (blanks separate, double quotes group), `join_continuations` joins lines ending in a
backslash and `special_char` reads a named character (`\\(em`, `\\[u00E9]`). Nothing here renders.
"""
from __future__ import annotations

import re
from collections.abc import Callable

SPECIAL_CHARS = {
    "em": "--", "en": "-", "hy": "-", "mi": "-", "aq": "'", "dq": '"', "lq": '"', "rq": '"', "oq": "'",
    "cq": "'", "ga": "`", "ha": "^", "ti": "~", "rs": "\\", "bu": "*", "co": "(C)", "rg": "(R)",
    "tm": "(TM)", "pl": "+", "mu": "x", "di": "/", "eq": "=", "de": " degrees", "->": "->", "<-": "<-",
    ">=": ">=", "<=": "<=", "!=": "!=", "==": "==", "sl": "/", "ba": "|", "br": "|", "or": "|", "ul": "_",
    "sc": "S", "ct": "c", "Po": "L", "Eu": "EUR", "eu": "EUR", "bv": "|", "fm": "'", "sd": "''",
    "Fo": "<<", "Fc": ">>", "fo": "<", "fc": ">", "ss": "ss", "a^": "a", "e'": "e", "u\"": "u",
    "o\"": "o", "a\"": "a", "lB": "[", "rB": "]", "lC": "{", "rC": "}", "la": "<", "ra": ">",
    "at": "@", "sh": "#", "Do": "$", "pc": ".", "+-": "+-", "12": "1/2", "14": "1/4", "34": "3/4",
    "*W": "-", "*p": "pi", "*m": "mu", "*a": "alpha", "*b": "beta",
}
DEFAULT_STRINGS = {"R": "(R)", "Tm": "(TM)", "lq": '"', "rq": '"', "Aq": "'", "aq": "'"}
ESCAPE_CHARS = {
    "-": "-", "e": "\\", "\\": "\\", "E": "\\", " ": " ", "~": " ", "0": " ", "'": "'", "`": "`",
    ".": ".", "t": "\t", "&": "", "|": "", "^": "", "%": "", ":": "", ",": "", "/": "", "c": "",
    "a": "", "p": "", "r": "", "u": "", "d": "", "{": "", "}": "", "!": "", "\n": "", '"': "",
}
REGISTERS = {".g": "1"}  # we are "groff"; every other number register reads as 0

COMMENT = re.compile(r'^((?:[^\\]|\\.)*?)\\["#].*$')
REQUEST = re.compile(r"^[.']\s*(?P<name>[^\s\\]+)(?P<rest>.*)$")
ESCAPE = re.compile(
    r"\\(?:(?P<str>\*(?:\[(?P<sb>[^\]]*)\]|\((?P<s2>..)|(?P<s1>.)))"
    r"|\((?P<c2>..)|\[(?P<cb>[^\]]*)\]"
    r"|(?P<font>[fF](?:\[[^\]]*\]|\(..|.))"
    r"|(?P<size>s(?:\[[^\]]*\]|[-+]?\(\d\d|[-+]?'[^']*'|[-+]?\d))"
    r"|(?P<reg>[ngV][-+]?(?:\[(?P<rb>[^\]]*)\]|\((?P<r2>..)|(?P<r1>.)))"
    r"|(?P<delim>[bhlLoSvwxXZDNRAB])(?P<d>[^\s\\])(?:(?!(?P=d)).)*(?P=d)"
    r"|(?P<color>[mMY](?:\[[^\]]*\]|\(..|.))"
    r"|(?P<kz>[kz].)|(?P<arg>\$[\d*@])|(?P<other>.))",
    re.DOTALL)
NUMBER = re.compile(r"^[-+]?\d+(?:\.\d+)?[uvmnpPcif]?$")
TABLE_RULE = re.compile(r"^(?:[_=]|\\_)(?:\t(?:[_=]|\\_))*$")

SourceReader = Callable[[str], str | None]  # `.so name` -> the included source, or None


def split_args(text: str) -> list[str]:
    """Arguments of a request line: blanks separate, double quotes group (`""` is a quote inside)."""
    args: list[str] = []
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i] in " \t":
            i += 1
        if i >= n:
            break
        quoted = text[i] == '"'
        i += quoted
        start = i
        current = []
        while i < n:
            char = text[i]
            if char == "\\" and i + 1 < n:
                current.append(text[i:i + 2])
                i += 2
                continue
            if quoted and char == '"':
                if text[i + 1:i + 2] == '"':
                    current.append('"')
                    i += 2
                    continue
                i += 1
                break
            if not quoted and char in " \t":
                break
            current.append(char)
            i += 1
        args.append("".join(current) if current or quoted else text[start:i])
    return args


def join_continuations(lines: list[str]) -> list[str]:
    """Join lines ending in an (unescaped) backslash with the next line."""
    joined: list[str] = []
    pending = ""
    for line in lines:
        trailing = len(line) - len(line.rstrip("\\"))
        if trailing % 2:
            pending += line[:-1]
            continue
        joined.append(pending + line)
        pending = ""
    if pending:
        joined.append(pending)
    return joined


def special_char(name: str) -> str:
    """A named special character (`\\(em`, `\\[u00E9]`, `\\[char65]`) as plain text."""
    if name in SPECIAL_CHARS:
        return SPECIAL_CHARS[name]
    code = re.match(r"^u([0-9A-Fa-f]{4,6})", name) or re.match(r"^char(\d+)$", name)
    if code:
        try:
            return chr(int(code[1], 16 if name.startswith("u") else 10))
        except (ValueError, OverflowError):
            return ""
    return ""
