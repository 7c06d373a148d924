"""The anonymiser's SECOND held-out set (issue 42 item 4; bench/data/anonymize_heldout2.jsonl, built by
`bench/experiments/anonymize_heldout2.py` before the 2026-11-28 rules): its builder is deterministic and gives
the committed file its shape (counts per group, kind and form), every reference resolves into the shared data
and none is a line of the first set, each plant holds one value, cards pass Luhn, IBANs mod-97 and phone
numbers are valid in their region; `bench/anonymize_heldout.py --set v2` measures it, its exports read back."""
from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
SHARED = ROOT.parent / "shared" / "data"
V2 = BENCH / "data" / "anonymize_heldout2.jsonl"
V1 = BENCH / "data" / "anonymize_heldout.jsonl"
MIN_PER_KIND = 40          # plants per claimed kind, so that 95% recall is measurable
PLANTED_KINDS = ("email", "phone", "ipv4", "ipv6", "mac", "secret", "home_path", "nick", "card", "iban")
MENTION_KINDS = ("discord_mention", "slack_mention", "telegram_mention")
SIDE_FORMS = {"discord-dm-name", "slack-mpdm-name", "slack-private-channel-of-person", "telegram-personal-title",
              "export-path-home"}


def load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def second_set_builder():
    sys.path.insert(0, str(BENCH))
    try:
        yield load(BENCH / "experiments" / "anonymize_heldout2.py", "anonymize_heldout2_builder")
    finally:
        sys.path.remove(str(BENCH))


@pytest.fixture(scope="module")
def second_set_bench():
    sys.path.insert(0, str(BENCH))
    try:
        yield load(BENCH / "anonymize_heldout.py", "anonymize_heldout_bench_v2")
    finally:
        sys.path.remove(str(BENCH))


@pytest.fixture(scope="module")
def second_set_writers():
    return load(BENCH / "heldout_exports.py", "heldout_exports_writers_v2")


def records(path: Path = V2) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_every_claimed_kind_has_enough_plants_and_every_group_its_count() -> None:
    counts = Counter((r["group"], r["kind"]) for r in records())
    assert {k: counts["planted", k] for k in PLANTED_KINDS if counts["planted", k] < MIN_PER_KIND} == {}
    assert {k: counts["export", k] for k in MENTION_KINDS if counts["export", k] < MIN_PER_KIND} == {}
    assert (counts["real", ""], counts["technical", ""]) == (500, 100)
    assert counts["negative", "keep"] >= 50
    assert {r["form"] for r in records() if r["group"] == "side"} == SIDE_FORMS


def test_every_reference_resolves_into_the_shared_data_and_none_is_a_first_set_line(second_set_builder) -> None:
    if not SHARED.is_dir():
        pytest.skip("shared data not available")
    lines: dict[str, list[str]] = {}
    refs = [r for r in records() if "file" in r]
    for r in refs:
        assert "text" not in r
        lines.setdefault(r["file"], second_set_builder.file_lines(SHARED / r["file"]))
        assert len(lines[r["file"]][r["line"]][r["start"]:r["start"] + r["length"]]) == r["length"] >= 12
    used = [(r["file"], r["line"]) for r in refs]
    assert len(set(used)) == len(used)                     # each host line once
    assert set(used).isdisjoint((r["file"], r["line"]) for r in records(V1) if "file" in r)
    other = sum(r["file"].startswith("new-channels/") for r in refs if r["group"] in ("planted", "export"))
    assert other >= sum(r["group"] in ("planted", "export") for r in refs) // 4


def test_every_plant_holds_exactly_one_value(second_set_builder) -> None:
    b = second_set_builder
    phrases = [p for plants in (b.EMAIL, b.IPV4, b.IPV6, b.MAC, b.SECRET, b.HOME, b.NEGATIVE) for _, p, _ in plants]
    phrases += [p for _, _, p, _ in b.PHONE]
    assert [p for p in phrases if p.count(b.first.MARK_OPEN) != 1 or p.count(b.first.MARK_CLOSE) != 1] == []
    for r in records():
        if "span" in r:
            assert r["plant"][r["span"][0]:r["span"][1]] == r["needles"][0]


def test_cards_pass_luhn_and_ibans_mod_97() -> None:
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    cards = [r["needles"][0].replace(" ", "").replace("-", "") for r in records() if r["kind"] == "card"]
    ibans = [r["needles"][0].replace(" ", "").upper() for r in records() if r["kind"] == "iban"]
    assert len(cards) >= MIN_PER_KIND and len(ibans) >= MIN_PER_KIND
    assert [c for c in cards if not luhn.is_valid(c)] == []
    assert [i for i in ibans if not iban.is_valid(i)] == []        # mod 97 and the national checks
    assert all(int("".join(str(int(c, 36)) for c in i[4:] + i[:4])) % 97 == 1 for i in ibans)


def test_phone_numbers_are_valid_in_their_region(second_set_builder) -> None:
    phonenumbers = pytest.importorskip("phonenumbers")
    b, invalid = second_set_builder, []
    for form, region, phrase, _ in b.PHONE:
        value = phrase[phrase.index(b.first.MARK_OPEN) + 1:phrase.index(b.first.MARK_CLOSE)]
        number = value.removeprefix("tel:").replace("011 ", "+", 1) if value.startswith(("tel:", "011")) else value
        number = "+" + number[2:] if number.startswith("00") else number
        parsed = phonenumbers.parse(number.split(" ext")[0].split(" x")[0].split(" #")[0], region)
        if not phonenumbers.is_valid_number(parsed) or phonenumbers.region_code_for_number(parsed) != region:
            invalid.append((form, region, value))
    assert invalid == []


def test_national_check_digits_are_computed_right(second_set_builder) -> None:
    assert second_set_builder.national_check("BE", "539007547000") == "539007547034"   # BE68 5390 0754 7034
    assert second_set_builder.national_check("ES", "21000418000200051332") == "21000418450200051332"


@pytest.mark.slow
def test_the_builder_is_deterministic_and_gives_the_committed_set_its_shape(second_set_builder) -> None:
    if not SHARED.is_dir():
        pytest.skip("shared data not available")
    first, second = (json.loads(json.dumps(second_set_builder.build(), ensure_ascii=False)) for _ in range(2))
    assert first == second

    def shape(found: list[dict]) -> Counter:
        return Counter((r["group"], r["kind"], r["form"]) for r in found)
    assert shape(first) == shape(records())


def test_the_bench_measures_either_set(second_set_bench) -> None:
    assert second_set_bench.SETS["v1"].data == second_set_bench.HELDOUT
    assert second_set_bench.SETS["v1"].result.name == "anonymize_heldout.md"
    assert second_set_bench.SETS["v2"].data == V2 and second_set_bench.SETS["v2"].result.name == "anonymize_heldout2.md"
    assert second_set_bench.SETS["v2"].export_seed != second_set_bench.SETS["v1"].export_seed


@pytest.mark.parametrize("platform", ["discord", "slack", "telegram"])
def test_the_second_set_exports_read_back_with_their_side_channels(second_set_writers, tmp_path: Path,
                                                                   platform) -> None:
    from disentangle.logs.exports import load_any
    mine = [r for r in records() if r["group"] == "export" and r["platform"] == platform]
    side = {r["form"]: r["value"] for r in records() if r["group"] == "side"}
    turns = second_set_writers.exchanges(platform, [(r, r["plant"].strip()) for r in mine], ["a real line"], side,
                                         2027)
    path = second_set_writers.write_export(platform, tmp_path, turns, mine, side)
    if platform == "slack":
        folders = [tmp_path / side["slack-private-channel-of-person"], tmp_path / side["slack-mpdm-name"]]
        assert json.loads((tmp_path / "mpims.json").read_text())[0]["name"] == side["slack-mpdm-name"]
        texts = [m.text for folder in folders for m in load_any(folder).messages]
    else:
        texts = [m.text for m in load_any(path).messages]
    assert len(texts) == len(mine) * second_set_writers.TURNS
    if platform == "discord":
        assert side["discord-dm-name"] in path.name
        assert json.loads(path.read_text())["channel"]["type"] == "DirectTextChat"
