"""DSTC7 Track 1 validation: every file written by `dstc7.write_dstc7` read back and checked.

Checks the keys of each subtask, option counts and distinctness, that the answer is among the options
(or NONE), the rate of NONE answers, that no negative comes from the example's own dialogue, the subtask-2
pool, and the provenance files (splits disjoint and as hashed).
"""
from __future__ import annotations

import logging
import os
from collections.abc import Callable, Container, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn
from disentangle.examples.candidates import candidate_key, is_degenerate
from disentangle.examples.records import ExampleConfig, clean_id, normalise, turn_text
from disentangle.examples.splits import SPLITS
from disentangle.exporters.dstc7_files import (
    DSTC7_BASE_KEYS,
    DSTC7_FILE,
    DSTC7_NAME,
    DSTC7_POOL_FILE,
    DSTC7_PROVENANCE_FILE,
    DSTC7_SUBTASKS,
    NONE_ID,
    NONE_UTTERANCE,
    SUBTASK_KNOWLEDGE,
    SUBTASK_LARGE_POOL,
    SUBTASK_NONE,
)
from disentangle.exporters.empty_files import EMPTY_PROBLEM
from disentangle.exporters.pool import own_texts
from disentangle.exporters.problems import Problems, json_items, provenance_problems, rate_problem

logger = logging.getLogger(__name__)

def _dstc7_keys(subtask: int) -> set[str]:
    keys = set(DSTC7_BASE_KEYS)
    keys.add("candidate-pool" if subtask == SUBTASK_LARGE_POOL else "options-for-next")
    if subtask == SUBTASK_KNOWLEDGE:
        keys.add("knowledge")
    return keys


def candidate_problems(candidate: object, allow_none: bool = False) -> list[str]:
    if not isinstance(candidate, dict) or set(candidate) != {"candidate-id", "utterance"}:
        return [f"candidate {str(candidate)[:60]!r} is not {{candidate-id, utterance}}"]
    ident, text = candidate["candidate-id"], candidate["utterance"]
    if not isinstance(ident, str) or not isinstance(text, str):
        return ["candidate id and utterance must be strings"]
    if allow_none and (ident, text) == (NONE_ID, NONE_UTTERANCE):
        return []
    clean = normalise(text)
    if not clean:
        return [f"empty candidate {ident}"]
    if ident != clean_id(clean):
        return [f"candidate id {ident!r} is not the id of its text ({clean_id(clean)})"]
    return []


def messages_problems(messages: object) -> list[str]:
    if not isinstance(messages, list) or not messages:
        return ["messages-so-far is not a non-empty list"]
    problems = []
    for message in messages:
        if not isinstance(message, dict) or set(message) != {"speaker", "utterance"}:
            problems.append("a message is not {speaker, utterance}")
        elif message["speaker"] not in (ASKER, HELPER):
            problems.append(f"unknown speaker {message['speaker']!r}")
        elif not isinstance(message["utterance"], str) or not normalise(message["utterance"]):
            problems.append("empty message in messages-so-far")
    if not problems and messages[-1]["speaker"] != ASKER:
        problems.append(f"context ends with {messages[-1]['speaker']}, not {ASKER}")
    return problems


@dataclass(frozen=True)
class OptionFacts:
    """What the checks of an option need: its problems as a candidate, and (when none) its normalised text,
    that text's `candidate_key` and whether it is degenerate."""

    problems: tuple[str, ...]
    text: str = ""
    key: str = ""
    degenerate: bool = False


class OptionChecks:
    """`OptionFacts` of each distinct option, computed once per validation: subtasks 1, 4 and 5 share their
    options, and a split's negatives are drawn again and again from one pool of texts (a year: about 2.9
    million options, a few ten thousand distinct). The facts are a function of the option alone."""

    def __init__(self) -> None:
        self._known: dict[tuple[str, str], OptionFacts] = {}

    def of(self, option: object) -> OptionFacts:
        ident = option.get("candidate-id") if isinstance(option, dict) else None
        text = option.get("utterance") if isinstance(option, dict) else None
        if not (isinstance(ident, str) and isinstance(text, str)):
            return OptionFacts(tuple(candidate_problems(option)))
        facts = self._known.get((ident, text))
        if facts is None:
            problems = tuple(candidate_problems(option))
            clean = normalise(text)
            facts = OptionFacts(problems) if problems else OptionFacts((), clean, candidate_key(clean),
                                                                        is_degenerate(clean))
            self._known[(ident, text)] = facts
        return facts


def _options_problems(options: object, answer: dict, count: int, own: frozenset[str] | None,
                      checks: OptionChecks) -> list[str]:
    if not isinstance(options, list) or len(options) != count:
        return [f"options-for-next is not a list of {count} candidates"]
    facts = [checks.of(option) for option in options]
    problems = [p for fact in facts for p in fact.problems]
    if problems:
        return problems
    texts = [fact.text for fact in facts]
    if len(set(texts)) != len(texts) or len({option["candidate-id"] for option in options}) != len(options):
        problems.append("duplicate candidates in options-for-next")
    elif len({fact.key for fact in facts}) != len(texts):
        problems.append("near-duplicate candidates in options-for-next (equal up to case, spaces, punctuation)")
    answer_text = normalise(answer["utterance"])
    problems += [f"degenerate negative {fact.text[:60]!r}" for fact in facts
                 if fact.text != answer_text and fact.degenerate]
    if answer["candidate-id"] != NONE_ID and options.count(answer) != 1:
        problems.append(f"the correct answer is among the options {options.count(answer)} times, not once")
    if own is not None:
        leaked = [text for text in texts if text in own and text != answer_text]
        problems += [f"negative from the example's own dialogue: {text[:60]!r}" for text in leaked]
    return problems


def _dstc7_item_problems(item: object, subtask: int, split: str | None, config: ExampleConfig,
                         pool: Mapping[str, str] | None, own: frozenset[str] | None,
                         checks: OptionChecks) -> list[str]:
    if not isinstance(item, dict):
        return ["item is not a JSON object"]
    problems = []
    if set(item) != _dstc7_keys(subtask):
        problems.append(f"keys {sorted(item)}, expected {sorted(_dstc7_keys(subtask))}")
    if split is not None and item.get("data-split") != split:
        problems.append(f"data-split {item.get('data-split')!r}, expected {split!r}")
    if item.get("scenario") != subtask or type(item.get("example-id")) is not int:
        problems.append("scenario must be the subtask and example-id an integer")
    problems += messages_problems(item.get("messages-so-far"))
    answers = item.get("options-for-correct-answers")
    if not isinstance(answers, list) or len(answers) != 1:
        return problems + ["options-for-correct-answers must hold exactly one candidate"]
    answer_problems = candidate_problems(answers[0], allow_none=subtask == SUBTASK_NONE)
    if answer_problems:
        return problems + answer_problems
    answer = answers[0]
    if subtask == SUBTASK_LARGE_POOL:
        if pool is not None and pool.get(answer["candidate-id"]) != answer["utterance"]:
            problems.append("the correct answer is not in the candidate pool")
    else:
        problems += _options_problems(item.get("options-for-next"), answer, config.options, own, checks)
    if subtask == SUBTASK_KNOWLEDGE and not (isinstance(item.get("knowledge"), list)
                             and all(isinstance(page, str) and page for page in item["knowledge"])):
        problems.append("knowledge must be a list of page names")
    return problems


def validate_dstc7_file(path: str | os.PathLike, subtask: int | None = None,
                        config: ExampleConfig = ExampleConfig(), pool: Mapping[str, str] | None = None,
                        owners: Mapping[int, frozenset[str]] | None = None,
                        known: Container[int] | None = None, allow_empty: bool = False,
                        checks: OptionChecks | None = None) -> list[str]:
    """Problems of a DSTC7 Track 1 file (an empty list when it is well-formed).

    Checks that the file parses as a JSON list; keys; split and scenario; contexts non-empty and ending
    with participant_1; exactly one correct answer (subtask 4: or NONE, at about `config.none_rate`);
    exactly `config.options` options with ids derived from their text, none empty, no duplicates, the answer
    among them once; unique example ids; subtask 2: the answer in `pool` (id -> utterance) if given;
    subtask 5: a list of page names. With `owners` (example-id -> texts of its dialogue), no negative may
    come from the example's own dialogue; with `known`, every example-id must be in it (the provenance).
    A file without examples is a problem unless `allow_empty` (the writer recorded why it is empty).
    Subtask and split default to those in the file name. `checks` may carry the options already checked
    (of other files of the directory).
    """
    path = Path(path)
    found = DSTC7_NAME.match(path.name)
    split = found["split"] if found else None
    subtask = subtask if subtask is not None else int(found["subtask"]) if found else None
    problems = Problems(path.name)
    if subtask not in DSTC7_SUBTASKS:
        problems.add("", "unknown subtask (pass it, or name the file ubuntu_SPLIT_subtask_N.json)")
        return problems.result()
    none = total = 0
    try:
        for item in _dstc7_checked_items(path, subtask, split, config, pool, owners, known, problems,
                                         checks or OptionChecks()):
            total += 1
            none += _is_none_answer(item)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        problems.add("", f"unreadable: {error}", always=True)
    else:
        if not total and not allow_empty:
            problems.add("", EMPTY_PROBLEM, always=True)
    rate = rate_problem(none, total, config.none_rate, "NONE answers") if subtask == SUBTASK_NONE else None
    if rate:
        problems.add("", rate, always=True)
    return problems.result()


def _dstc7_checked_items(path: Path, subtask: int, split: str | None, config: ExampleConfig,
                         pool: Mapping[str, str] | None, owners: Mapping[int, frozenset[str]] | None,
                         known: Container[int] | None, problems: Problems, checks: OptionChecks
                         ) -> Iterator[object]:
    """The items of a DSTC7 file, each after its problems (and repeated or unknown example-ids) are noted."""
    seen: set[int] = set()
    for position, item in enumerate(json_items(path)):
        number = item.get("example-id") if isinstance(item, dict) else None
        number = number if type(number) is int else None
        own = owners.get(number) if owners is not None and number is not None else None
        for problem in _dstc7_item_problems(item, subtask, split, config, pool, own, checks):
            problems.add(f"item {position}", problem)
        if number is not None:
            if number in seen or (known is not None and number not in known):
                problems.add(f"item {position}", f"example-id {number} repeated or not in the provenance")
            seen.add(number)
        yield item


def _is_none_answer(item: object) -> bool:
    try:
        return item["options-for-correct-answers"][0]["candidate-id"] == NONE_ID  # type: ignore[index]
    except (TypeError, KeyError, IndexError):
        return False


def validate_dstc7_pool(path: str | os.PathLike, config: ExampleConfig = ExampleConfig(),
                        allow_empty: bool = False) -> tuple[list[str], dict[str, str]]:
    """Problems of the subtask-2 pool file, and the pool as id -> utterance (for `validate_dstc7_file`)."""
    path = Path(path)
    problems = Problems(path.name)
    pool: dict[str, str] = {}
    texts: set[str] = set()
    try:
        for position, candidate in enumerate(json_items(path)):
            for problem in candidate_problems(candidate):
                problems.add(f"item {position}", problem)
            if isinstance(candidate, dict) and isinstance(candidate.get("utterance"), str):
                text = normalise(candidate["utterance"])
                if text in texts or candidate.get("candidate-id") in pool:
                    problems.add(f"item {position}", "duplicate candidate in the pool")
                texts.add(text)
                pool[str(candidate.get("candidate-id"))] = candidate["utterance"]
    except (OSError, UnicodeDecodeError, ValueError) as error:
        problems.add("", f"unreadable: {error}", always=True)
    if not pool and not allow_empty:
        problems.add("", "the candidate pool is empty")
    return problems.result(), pool




def _owners(owner: Mapping[int, str], dialogues: Iterable[Dialogue] | None,
            render: Callable[[Turn], str]) -> dict[int, frozenset[str]] | None:
    if dialogues is None:
        return None
    texts = {dialogue.id: own_texts(dialogue, render) for dialogue in dialogues}
    return {number: texts.get(dialogue, frozenset()) for number, dialogue in owner.items()}


def validate_dstc7_dir(out_dir: str | os.PathLike, subtasks: Sequence[int] | None = None,
                       config: ExampleConfig = ExampleConfig(), dialogues: Iterable[Dialogue] | None = None,
                       check_split_hash: bool = True, empty_ok: Container[str] = ()) -> list[str]:
    """Problems of a directory written by `write_dstc7`: every file of every split and subtask, the pool,
    splits disjoint (no dialogue or example-id in two splits, each dialogue in the split its id hashes
    to), every example in the provenance files, and, given `dialogues`, no negative from its own dialogue.
    `subtasks` defaults to those whose files are present. A file with no examples is a problem unless its
    name is in `empty_ok` (the writer's `ExportReport.empty`)."""
    out = Path(out_dir)
    if subtasks is None:
        subtasks = sorted({int(m["subtask"]) for p in out.glob("ubuntu_*_subtask_*.json")
                           if (m := DSTC7_NAME.match(p.name))})
    if not subtasks:
        return [f"{out}: no DSTC7 files"]
    names = {split: DSTC7_PROVENANCE_FILE.format(split=split) for split in SPLITS}
    problems, owner = provenance_problems(out, names, config if check_split_hash else None)
    owners = _owners(owner, dialogues, turn_text)
    pool = None
    if SUBTASK_LARGE_POOL in subtasks:
        pool_problems, pool = validate_dstc7_pool(out / DSTC7_POOL_FILE, config, DSTC7_POOL_FILE in empty_ok)
        problems += pool_problems
    checks = OptionChecks()
    for split in SPLITS:
        for subtask in subtasks:
            path = out / DSTC7_FILE.format(split=split, subtask=subtask)
            problems += validate_dstc7_file(path, subtask, config, pool, owners, owner, path.name in empty_ok,
                                            checks)
    return problems
