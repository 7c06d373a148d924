"""The held-out half of the anonymiser's labelled material (issue 42 item 4): its builder
(`bench/experiments/anonymize_heldout.py`) is deterministic, writes exactly the committed
bench/data/anonymize_heldout.jsonl, holds no copy of shared text and covers every kind and form the issue
claims; its checksummed values are valid; the benchmark (`bench/anonymize_heldout.py`) counts a half-replaced
value as a leak."""
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

# every kind the issue claims, with the forms it names (the held-out set must hold each)
CLAIMED_FORMS = {
    "email": {"bracketed", "spelled", "spaced", "percent"},
    "phone": {"00-prefix", "toll-free", "spaced", "dotted", "slash", "international"},
    "ipv4": {"option", "plain"},
    "ipv6": {"mapped", "full", "compressed"},
    "mac": {"colon", "dash", "cisco", "bare"},
    "secret": {"glued", "colon-word", "wifi", "cloud", "webhook", "forge", "putty", "cmdline", "basic-auth",
               "hash", "pgp"},
    "home_path": {"tilde", "media", "mail", "wsl", "space", "chown"},
    "nick": {"X|away", "X2", "X-laptop", "X_"},
    "card": {"visa", "mastercard", "amex"},
    "iban": {"DE", "GB", "FR"},
    "discord_mention": {"raw-id", "raw-id-unknown", "display-space", "display-dot", "legacy-tag"},
    "slack_mention": {"missing-user", "bare-id", "real-name", "known-mention"},
    "telegram_mention": {"unlisted-username", "text-mention", "tg-link"},
    "keep": {"private", "loopback", "link-local", "documentation", "resolver", "version", "ipv6-prefix", "path",
             "word"},
    "side_channel": {"telegram-personal-title", "slack-channel-of-people", "export-path-home"},
}


def load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def heldout_builder():
    return load(BENCH / "experiments" / "anonymize_heldout.py", "anonymize_heldout_builder")


@pytest.fixture(scope="module")
def heldout_bench():
    sys.path.insert(0, str(BENCH))   # the script's neighbours (report.py, anonymize_recall.py) and experiments/
    try:
        yield load(BENCH / "anonymize_heldout.py", "anonymize_heldout_bench")
    finally:
        sys.path.remove(str(BENCH))


def committed() -> list[dict]:
    return [json.loads(line) for line in (BENCH / "data" / "anonymize_heldout.jsonl").read_text().splitlines()]


def test_the_committed_set_covers_every_claimed_kind_and_form() -> None:
    forms: dict[str, set[str]] = {}
    for record in committed():
        forms.setdefault(record["kind"], set()).add(record["form"])
    missing = {kind: wanted - forms.get(kind, set()) for kind, wanted in CLAIMED_FORMS.items()}
    assert {kind: found for kind, found in missing.items() if found} == {}


def test_the_committed_set_holds_no_shared_text() -> None:
    """Real lines are references (file, line, offset, length): no record of a shared line holds its text."""
    for record in committed():
        if "file" in record:
            assert "text" not in record and set(record) >= {"file", "line", "start", "length"}


@pytest.mark.slow
def test_the_builder_is_deterministic_and_gives_the_committed_set_its_shape(heldout_builder) -> None:
    """The committed set (written at 9c5cf11, before issue 42's rules) is the held-out half and is never
    rebuilt: the builder draws real lines through the log reader, which has changed since (`===` actions), so
    a rebuild draws other lines. It stays deterministic and gives the same kinds and forms in the same counts."""
    if not SHARED.is_dir():
        pytest.skip("shared data not available")
    first, second = (json.loads(json.dumps(heldout_builder.build(), ensure_ascii=False)) for _ in range(2))
    assert first == second

    def shape(records: list[dict]) -> Counter:
        return Counter((r["group"], r["kind"], r["form"]) for r in records)
    assert shape(first) == shape(committed())


def test_check_digits_are_computed_right(heldout_builder) -> None:
    assert heldout_builder.luhn_complete("7992739871") == "79927398713"
    assert heldout_builder.iban_complete("GB", "WEST12345698765432") == "GB82WEST12345698765432"
    assert heldout_builder.iban_complete("DE", "370400440532013000") == "DE89370400440532013000"


def test_every_planted_card_and_iban_passes_its_checksum() -> None:
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    values = [(r["kind"], r["needles"][0].replace(" ", "").replace("-", "")) for r in committed()
              if r["kind"] in ("card", "iban")]
    assert len(values) >= 30
    assert [v for kind, v in values if not (luhn if kind == "card" else iban).is_valid(v)] == []


def test_a_plant_gets_a_space_where_it_meets_the_host_and_its_value_span(heldout_builder) -> None:
    plant, span = heldout_builder.place("mail ⟦a (at) b (dot) de⟧ ok", "hello world", 5)
    assert plant == " mail a (at) b (dot) de ok"     # the host has its own space after
    assert plant[span[0]:span[1]] == "a (at) b (dot) de"
    assert heldout_builder.place("⟦x⟧", "hello world", 0) == ("x ", [0, 1])


def test_a_half_replaced_value_is_a_leak_and_a_needle_the_host_held_is_not(heldout_bench) -> None:
    needles = ["::ffff:81.2.69.142", "81.2.69.142"]
    assert heldout_bench.leaked(needles, "host", "from __ip__:81.2.69.142") == ["81.2.69.142"]
    assert heldout_bench.leaked(needles, "host", "from __ip__") == []
    assert heldout_bench.leaked(["Beck"], "beck said", "beck said __user__") == []
    assert heldout_bench.leaked(["Beck"], "beck said", "beck said BECK") == ["Beck"]


def test_released_text_skips_unpublished_folders_and_decodes_json(heldout_bench, tmp_path: Path) -> None:
    (tmp_path / "provenance").mkdir()
    (tmp_path / "provenance" / "x.jsonl").write_text('{"nicks": ["secretnick"]}\n')
    (tmp_path / "conversations").mkdir()
    (tmp_path / "conversations" / "train.jsonl").write_text('{"content": "say \\"hi\\" to n\\u00e9o"}\n')
    text = heldout_bench.released_text(tmp_path)
    assert "secretnick" not in text and 'say "hi" to néo' in text and "conversations/train.jsonl" in text


@pytest.fixture(scope="module")
def heldout_writers():
    return load(BENCH / "heldout_exports.py", "heldout_exports_writers")


@pytest.mark.parametrize("platform, read", [("discord", "help.json"), ("slack", "jorun-and-kasimir"),
                                            ("telegram", "result.json")])
def test_the_held_out_exports_read_back_with_every_plant_and_setup(heldout_writers, tmp_path: Path, platform,
                                                                   read) -> None:
    from disentangle.logs.exports import load_any
    records = [r for r in committed() if r["group"] == "export" and r["platform"] == platform]
    side = {r["form"]: r["value"] for r in committed() if r["group"] == "side"}
    turns = heldout_writers.exchanges(platform, [(r, r["plant"].strip()) for r in records], ["a real line"], side)
    heldout_writers.write_export(platform, tmp_path, turns, records, side)
    log = load_any(tmp_path / read)
    texts = [m.text for m in log.messages]
    assert len(texts) == len(records) * heldout_writers.TURNS
    planted = zip([r["plant"].strip() for r in records], texts[heldout_writers.PLANT_TURN::heldout_writers.TURNS])
    # every plant arrives as written (but a Slack mention, or a Discord one the message lists, which the
    # reader shows by the user's name)
    assert [(a, b) for a, b in planted if a != b and not (platform in ("slack", "discord") and "<@" in a)] == []
    listed = {r["setup"].get("author", r["setup"].get("user", [""] * 3))[1] for r in records if r["setup"]} - {""}
    assert listed <= set(log.known_names) | {n.lower() for n in log.known_names}
