"""The provenance of released dialogues: what the release files no longer say, kept apart to trace them.

`provenance_record` is, for one dialogue before anonymisation, its id, date, source path, its two nicks and
the log lines of each turn (and of its bot commands); for a dialogue of a chat export also each message's
platform ids (its own id, the reply-to and thread ids the export gives, its author's user id: ConvoKit's
utterance fields), so a released dialogue joins back to the export. Extract writes them to
`provenance/dialogues.jsonl.gz`, a folder the dataset card says not to publish for a private source. The
platform ids go nowhere else: `without_platform_ids` is every dialogue as the release holds it, whatever
`--anonymize` says, and `PLATFORM_ID_RULES` (rules as data, `patterns.Rule`, applied by the engine under every
mode) take the ids a text holds out of it: Discord's raw mentions of a user, role or channel (`<@123...>`,
`<@!123...>`, `<@&...>`, `<#...>`, a custom emoji's id) and its profile links (`discord.com/users/ID`), Slack
user ids (`U024BE7LH`, after `@` or bare) and Telegram's `tg://user?id=` and `tg://openmessage?user_id=` links.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from disentangle.dialogues.multiparty import MultiConversation
from disentangle.dialogues.records import Dialogue
from disentangle.privacy.patterns import USER, Rule

__all__ = ["CONVERSATIONS_PROVENANCE_FILE", "PLATFORM_ID", "PLATFORM_ID_HINT", "PLATFORM_ID_RULES", "PROVENANCE_DIR", "PROVENANCE_FILE",
           "carries_platform_ids",
           "conversation_provenance", "provenance_record", "without_platform_ids"]

PROVENANCE_DIR = "provenance"
PROVENANCE_FILE = "dialogues.jsonl.gz"
CONVERSATIONS_PROVENANCE_FILE = "conversations.jsonl.gz"   # the multi-party conversations' provenance
PLATFORM_ID = "platform_id"       # the kind of a platform id taken out of a text (stats.json, when any)
_SNOWFLAKE = r"\d{1,21}"          # a Discord id (17 to 20 digits; any in the markup)
# a Slack user (U) or enterprise user (W) id: capitals and digits; bare, with at least two digits ("U024BE7LH",
# not "UNIVERSAL1"), after "@" (a mention the reader could not name) with one
_SLACK_ID = r"[UW](?=[A-Z0-9]*\d[A-Z0-9]*\d)[A-Z0-9]{8,10}"
_SLACK_MENTION = r"(?<=@)[UW](?=[A-Z]*\d)[A-Z0-9]{6,10}"
# a text without any of these holds no platform id: the rules are not run on it (most texts)
PLATFORM_ID_HINT = re.compile(r"[<@]|[UW][A-Z0-9]{5}|tg://|discord(?:app)?\.com/users/")
PLATFORM_ID_RULES: tuple[Rule, ...] = (
    Rule(PLATFORM_ID, re.compile(rf"<@!?{_SNOWFLAKE}>"), f"@{USER}", hints=("<@",)),
    Rule(PLATFORM_ID, re.compile(rf"<@&{_SNOWFLAKE}>"), "@__role__", hints=("<@&",)),
    Rule(PLATFORM_ID, re.compile(rf"<#{_SNOWFLAKE}>"), "#__channel__", hints=("<#",)),
    Rule(PLATFORM_ID, re.compile(rf"<a?:(\w{{2,32}}):{_SNOWFLAKE}>"), r":\1:", hints=("<:", "<a:")),
    Rule(PLATFORM_ID, re.compile(rf"(?<![\w-]){_SLACK_ID}(?![\w-])|{_SLACK_MENTION}(?![\w-])"), USER),
    Rule(PLATFORM_ID, re.compile(r"\btg://user\?id=\d+"), f"tg://user?id={USER}", hints=("tg://",)),
    Rule(PLATFORM_ID, re.compile(r"\btg://openmessage\?user_id=\d+"), f"tg://openmessage?user_id={USER}",
         hints=("tg://",)),
    # a Discord profile link, discord.com/users/ID (and the older discordapp.com, the ptb and canary clients)
    Rule(PLATFORM_ID, re.compile(rf"(?P<pre>\b(?:(?:ptb|canary)\.)?discord(?:app)?\.com/users/){_SNOWFLAKE}(?!\d)"),
         rf"\g<pre>{USER}", hints=("/users/",)),
)


def provenance_record(dialogue: Dialogue) -> dict:
    """The JSON record of a dialogue's origin: id, date, source, nicks, method and each turn's lines (with
    each line's platform ids, for a chat export's dialogue)."""
    return {"id": dialogue.id, "date": dialogue.date, "source": dialogue.source, "method": dialogue.method,
            "nicks": list(dialogue.nicks),
            "turns": [{"speaker": turn.speaker, "lines": list(turn.lines),
                       **({"platform": [ids.as_json() for ids in turn.platform]} if turn.platform else {})}
                      for turn in dialogue.turns],
            "bot_command_lines": [command.line for command in dialogue.bot_commands]}


def conversation_provenance(conversation: MultiConversation) -> dict:
    """The JSON record of a multi-party conversation's origin: id, date, source, method, its speakers' nicks and
    each message's speaker, line and (from a chat export) platform ids."""
    return {"id": conversation.id, "date": conversation.date, "source": conversation.source,
            "method": conversation.method, "speakers": list(conversation.speakers),
            "messages": [{"speaker": m.speaker, "line": m.line,
                          **({"platform": m.platform.as_json()} if m.platform is not None else {})}
                         for m in conversation.messages]}


def carries_platform_ids(dialogues: Iterable[Dialogue]) -> bool:
    """Does any dialogue hold platform ids (a chat export's)?"""
    return any(turn.platform for dialogue in dialogues for turn in dialogue.turns)


def without_platform_ids(dialogue: Dialogue) -> Dialogue:
    """The dialogue without its platform ids: what a released file may hold."""
    if not any(turn.platform for turn in dialogue.turns):
        return dialogue
    return replace(dialogue, turns=tuple(replace(turn, platform=()) for turn in dialogue.turns))
