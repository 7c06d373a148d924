"""The key table as data, and the annotator's own key configuration (a TOML or JSON file).

`KEYMAP` is the single source of the bindings, the help screen, the legend line and the README's key
table. Each `KeyBinding` names a controller action (a `do_<action>` method of the controller or of one of
its parts), the keys that trigger it (Textual key names such as `enter`, `shift+tab`, `ctrl+r`, or the
character typed), its help text and its short legend label. `load_config` reads a file such as

    [keys]                 # action = key or [keys]; replaces that action's keys
    accept = ["enter", "a"]
    flag = "!"
    [view]
    look_ahead = 8         # log lines kept visible below the current message

checks it (unknown actions or options, malformed key names, a key bound twice) and raises `ConfigError`
with a one-line message. The digits 1-9 (accept suggestion N) are fixed.
"""
from __future__ import annotations

import json
import logging
import os
import re
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Mapping

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the same parser, from PyPI (setup.cfg installs it there)
    import tomli as tomllib

logger = logging.getLogger(__name__)

CHOICES = 9  # digit keys 1-9 accept suggestion N


@dataclass(frozen=True)
class KeyBinding:
    """Keys (Textual key names or typed characters), the controller action, its help and legend text.

    `changes` marks actions that edit the annotation (refused in read-only browse mode); `pair` names the
    binding whose first key the legend shows beside this one's (`↑↓ parent`).
    """

    keys: tuple[str, ...]
    action: str
    description: str
    legend: str = ""
    argument: int = 0
    changes: bool = False
    pair: str = ""


KEYMAP: tuple[KeyBinding, ...] = (
    KeyBinding(("enter", "a"), "accept", "accept the suggestion (or link to the parent cursor if moved), go on",
               "accept", changes=True),
    KeyBinding(("l",), "link", "link to the parent cursor only, go on", changes=True),
    KeyBinding(("s",), "self_link", "self-link: the message starts a conversation, go on", "self", changes=True),
    KeyBinding(("x", "+"), "add_parent", "add the parent cursor as an extra parent", "+parent", changes=True),
    KeyBinding(("X",), "add_parent_next", "add the parent cursor as an extra parent, go on", changes=True),
    KeyBinding(("d",), "unlink", "remove the link to the parent cursor", changes=True),
    KeyBinding(("D",), "clear", "remove every link of the current message", changes=True),
    KeyBinding(("u",), "undo", "undo", "undo", changes=True),
    KeyBinding(("r", "ctrl+r"), "redo", "redo", changes=True),
    KeyBinding(("up", "k"), "parent_up", "parent cursor up (earlier messages)", "parent", pair="parent_down"),
    KeyBinding(("down", "j"), "parent_down", "parent cursor down"),
    KeyBinding(("tab",), "next_candidate", "parent cursor to the next suggested candidate", "alt"),
    KeyBinding(("shift+tab",), "previous_candidate", "parent cursor to the previous suggested candidate"),
    KeyBinding(("@",), "addressee", "parent cursor to the last message of a nick the message mentions (again: "
               "earlier)"),
    KeyBinding(("p",), "parent_line", "type the parent's line number (parent cursor to it)"),
    KeyBinding(("shift+down", "J"), "message_down", "current message down"),
    KeyBinding(("shift+up", "K"), "message_up", "current message up"),
    KeyBinding(("pagedown",), "page_down", "current message a page down"),
    KeyBinding(("pageup",), "page_up", "current message a page up"),
    KeyBinding(("home",), "first", "first message to annotate"),
    KeyBinding(("end",), "last", "last message to annotate"),
    KeyBinding(("space",), "next_unannotated", "next unannotated message (least sure first: the next; adjudicating: "
               "disagreement)", "next"),
    KeyBinding(("b",), "previous_unannotated", "previous unannotated message (or disagreement)"),
    KeyBinding(("m",), "most_uncertain", "jump to the unannotated message the model is least sure of"),
    KeyBinding(("o",), "toggle_order", "go on in log order / least sure first"),
    KeyBinding(("*",), "system_self_links", "self-link every unlinked system line (join, quit, nick change)",
               changes=True),
    KeyBinding((">",), "next_difference", "next message whose link sets differ (annotators, or annotation and "
               "suggestion)"),
    KeyBinding(("<",), "previous_difference", "previous message whose link sets differ"),
    KeyBinding(("A",), "accept_confident", "accept every suggestion the model is sure of (--accept-above)",
               changes=True),
    *(KeyBinding((str(n),), "choose", "accept suggestion N (adjudicating: annotator N)" if n == 1 else "",
                 argument=n - 1, changes=True) for n in range(1, CHOICES + 1)),
    KeyBinding(("g",), "goto", "go to a line number (current message)"),
    KeyBinding(("/",), "search", "search nick or text, nearest earlier message first (parent cursor)", "search"),
    KeyBinding(("n",), "search_back", "parent cursor to the next earlier match (wraps)"),
    KeyBinding(("N",), "search_forward", "current message to the next later match"),
    KeyBinding(("e",), "read", "read the current and parent messages in full (↑↓ scroll, any key closes)"),
    KeyBinding(("v",), "conversation_only", "show only the current conversation / every line"),
    KeyBinding(("c",), "conversation_colours", "a colour per conversation / only the current one coloured"),
    KeyBinding(("f",), "flag", "flag the current message with a comment (e.g. unsure, revisit)", changes=True),
    KeyBinding(("F",), "unflag", "remove the current message's flag", changes=True),
    KeyBinding(("'",), "next_flag", "next flagged message (wraps)"),
    KeyBinding(("L",), "file_list", "list the files with their progress (↑↓ choose, Enter opens)"),
    KeyBinding(("]",), "next_file", "next file"),
    KeyBinding(("[",), "previous_file", "previous file"),
    KeyBinding(("w", "ctrl+s"), "save", "save now (autosave also saves after every action)"),
    KeyBinding(("?", "h", "f1"), "help", "show or hide this help", "help"),
    KeyBinding(("q", "ctrl+q", "ctrl+c"), "quit", "save and quit", "quit"),
)
REQUIRED = ("quit", "help")  # actions that must keep a key
NAMED_KEYS = frozenset({"enter", "escape", "tab", "space", "backspace", "delete", "insert", "up", "down", "left",
                        "right", "home", "end", "pageup", "pagedown", *(f"f{n}" for n in range(1, 25))})
KEY_PATTERN = re.compile(r"^((ctrl|shift|alt)\+)*(?P<name>[a-z0-9]+)$")
SECTIONS = ("keys", "view")
VIEW_OPTIONS = ("look_ahead",)


class ConfigError(ValueError):
    """A key configuration file that cannot be used."""


@dataclass(frozen=True)
class Config:
    """The annotator's configuration: the key table and view options (None: the default)."""

    keymap: tuple[KeyBinding, ...] = KEYMAP
    look_ahead: int | None = None


def bindings(keymap: tuple[KeyBinding, ...]) -> dict[str, KeyBinding]:
    """Key -> binding."""
    return {key: binding for binding in keymap for key in binding.keys}


def valid_key(key: str) -> bool:
    """A single printable character, or a Textual key name (`enter`, `f5`, `ctrl+x`, `shift+tab`)."""
    if len(key) == 1:
        return key.isprintable() and not key.isspace()
    match = KEY_PATTERN.match(key)
    if not match or key.startswith("shift+") and len(match["name"]) == 1:
        return False  # a shifted character arrives as the character itself: write `J`, not `shift+j`
    return match["name"] in NAMED_KEYS or len(match["name"]) == 1


def _keys_of(action: str, value: Any) -> tuple[str, ...]:
    keys = [value] if isinstance(value, str) else value
    if not isinstance(keys, list) or not all(isinstance(key, str) for key in keys):
        raise ConfigError(f"keys.{action}: give a key or a list of keys, not {value!r}")
    for key in keys:
        if not valid_key(key):
            raise ConfigError(f"keys.{action}: {key!r} is not a key (a character such as J or /, "
                              "or a key name such as enter, f5, ctrl+x, shift+tab)")
    if not keys and action in REQUIRED:
        raise ConfigError(f"keys.{action}: this action needs at least one key")
    return tuple(dict.fromkeys(keys))


def remap(keymap: tuple[KeyBinding, ...], table: Mapping[str, Any]) -> tuple[KeyBinding, ...]:
    """`keymap` with the keys of the actions in `table` replaced; raises `ConfigError`."""
    actions = {binding.action for binding in keymap if binding.action != "choose"}
    unknown = sorted(set(table) - actions)
    if unknown:
        raise ConfigError(f"unknown action(s) in [keys]: {', '.join(unknown)} (known: {', '.join(sorted(actions))})")
    changed = tuple(replace(binding, keys=_keys_of(binding.action, table[binding.action]))
                    if binding.action in table else binding for binding in keymap)
    seen: dict[str, str] = {}
    for binding in changed:
        for key in binding.keys:
            if key in seen and seen[key] != binding.action:
                raise ConfigError(f"key {key!r} is bound to both {seen[key]} and {binding.action}")
            seen[key] = binding.action
    return changed


def _parse(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text) if path.suffix.lower() == ".json" else tomllib.loads(text)
    except OSError as error:
        raise ConfigError(f"cannot read {path}: {error.strerror or error}") from None
    except (ValueError, UnicodeDecodeError) as error:  # JSON and TOML syntax errors are ValueErrors
        kind = "JSON" if path.suffix.lower() == ".json" else "TOML"
        raise ConfigError(f"{path}: not valid {kind}: {error}") from None
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: expected a table with [keys] and/or [view]")
    return data


def _look_ahead(view: Any) -> int | None:
    if not isinstance(view, dict) or set(view) - set(VIEW_OPTIONS):
        raise ConfigError(f"[view] takes only: {', '.join(VIEW_OPTIONS)}")
    value = view.get("look_ahead")
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
        raise ConfigError(f"view.look_ahead must be a whole number >= 0, not {value!r}")
    return value


def load_config(path: str | os.PathLike) -> Config:
    """Read and check a key configuration file (TOML, or JSON by its `.json` suffix)."""
    path = Path(path)
    data = _parse(path)
    unknown = sorted(set(data) - set(SECTIONS))
    if unknown:
        raise ConfigError(f"{path}: unknown section(s) {', '.join(unknown)} (known: {', '.join(SECTIONS)})")
    table = data.get("keys", {})
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [keys] must be a table of action = key(s)")
    try:
        return Config(remap(KEYMAP, table), _look_ahead(data.get("view", {})))
    except ConfigError as error:
        raise ConfigError(f"{path}: {error}") from None
