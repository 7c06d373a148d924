"""Tests for the learned secret scorer (issue 42): its candidate tokens and features on hand-made tokens, the
cues read fuzzily, the shipped model on secrets it never saw (a password after a misspelt cue, a token in
chat) and on public technical values it must keep (sha256sum lines, UUIDs, docker digests, git hashes, paste
URLs, versions), training that is deterministic on a tiny part of the corpus, and a missing or corrupt model
file that stops the anonymiser in one line instead of skipping secrets."""
from __future__ import annotations

import json
import math
from collections import Counter
from pathlib import Path

import pytest

import disentangle.privacy.secret_model as secret_model
from disentangle.errors import DisentangleError
from disentangle.privacy.engine import NICKS, PERSONAL, Anonymizer, PrivacySettings
from disentangle.privacy.secret_model import (
    FEATURE_VERSION,
    FEATURES,
    SHIPPED_SECRET_MODEL,
    SecretModelError,
    candidates,
    is_strong_cue,
    load_secret_model,
    replace_secrets,
    shipped_model,
    token_features,
)
from disentangle.privacy.secret_train import choose_threshold, secret_lines, technical_lines, train

TYPO_SECRET = "Wq4nRt7zLp2x&"          # made up for these tests


def features(text: str, value: str) -> dict[str, float]:
    found = [c for c in candidates(text) if c.value == value]
    assert found, [c.value for c in candidates(text)]
    return dict(zip(FEATURES, token_features(found[0], shipped_model().bigrams)))


def personal(text: str) -> tuple[str, Counter[str]]:
    counts: Counter[str] = Counter()
    return Anonymizer(PrivacySettings(PERSONAL)).text(text, counts), counts


def test_features_of_hand_made_tokens() -> None:
    flat = features("see aaaaaaaaaa here", "aaaaaaaaaa")
    assert flat["entropy"] == 0 and flat["lower"] == 1 and flat["transitions"] == 0 and flat["length"] == 10 / 32
    spread = features("see abcdEFGH1234 here", "abcdEFGH1234")
    assert math.isclose(spread["entropy"], math.log2(12)) and spread["digit"] == pytest.approx(1 / 3)
    assert spread["transitions"] == pytest.approx(2 / 11) and spread["classes"] == 0.75
    assert features("commit 3f9a2c41d0e8", "3f9a2c41d0e8")["hex"] == 1
    encoded = features("echo dGhlIHF1aWNrIGJyb3duIGZveA== | base64 -d", "dGhlIHF1aWNrIGJyb3duIGZveA==")
    assert encoded["base64"] == encoded["base64_text"] == encoded["tech_after"] == 1
    assert features("key Zm9vYmFyYmF6cXV4MTIz", "Zm9vYmFyYmF6cXV4MTIz")["base64_text"] == 0   # no words inside
    uuid = features("UUID=0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0 /", "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0")
    assert uuid["uuid"] == 1 and uuid["assignment"] == 1 and uuid["cue_tech"] == 1
    quoted = features('my passwd is "Lantern-Crow-88"', "Lantern-Crow-88")
    assert quoted["cue_strong"] == 1 and quoted["quoted"] == 1 and quoted["word_fraction"] == pytest.approx(7 / 15)
    # a real-looking word reads as likelier under the channel's bigrams than random characters
    assert features("try installing pulseaudio", "pulseaudio")["bigram_ll"] > \
        features("try installing qzXv9Kj2Wp", "qzXv9Kj2Wp")["bigram_ll"]


def test_candidates_leave_urls_mails_paths_numbers_words_and_placeholders() -> None:
    text = ("see https://paste.ubuntu.com/p/Xk29fQwZbT/ or mail ops@example.org, /home/someone/.config/x "
            "version 2.6.32-21-generic, unfortunately __secret__ and participant_2 then ZxQ8w2LmPa")
    assert [c.value for c in candidates(text)] == ["ZxQ8w2LmPa"]
    assert [c.value for c in candidates("DB_PASSWORD=Fj3kQ9xLmW2p client_secret")] == ["Fj3kQ9xLmW2p"]
    found = next(candidates("the key: `Mm7Yq2Xz0PwR` ok"))
    assert found.value == "Mm7Yq2Xz0PwR" and found.quoted and not found.assignment


def test_cues_are_read_with_one_edit_and_glued_but_not_as_common_words() -> None:
    assert all(map(is_strong_cue, ("passwrod", "pasword", "passwd", "db_password"[3:], "mypassword", "contraseña",
                                   "пароль", "tokn")))
    assert not any(map(is_strong_cue, ("taken", "passing", "secretary", "people", "package")))


def test_a_password_after_a_misspelt_cue_is_replaced() -> None:
    text, counts = personal(f"passwrod: {TYPO_SECRET} (dont tell anyone)")
    assert TYPO_SECRET not in text and "__secret__" in text and counts["secret"] == 1


def test_a_random_token_in_chat_and_a_quoted_password_are_replaced() -> None:
    token = "u7Kq2ZxP9mWb4TcR1vLs8NdY3hFg6JeA0oQi5"
    for line in (f"pasted my token {token} by mistake", "ok pw = `Br1ghtM00n#7` for the router",
                 "setze Passwort auf Fl4mingo!2024"):
        assert "__secret__" in personal(line)[0], line


def test_a_long_token_after_a_cue_is_replaced() -> None:
    """Short-lived access tokens run past 128 characters (an OAuth app's, 140-180 of base64url): a candidate up
    to 256 characters."""
    token = "sl." + "Qm7xR2vK9pLw4ZtN8cYb3HdF6gJs1aEo5uMi0qWr-T_" * 3 + "Xk2"
    assert 128 < len(token) <= 256
    assert personal(f"here is the token i got: {token}")[0] == "here is the token i got: __secret__"


def test_a_wireguard_private_key_is_replaced_and_its_public_key_kept() -> None:
    """A public key is published by design; the private one in the same file is a credential."""
    output, _ = personal("[Interface] PrivateKey = qF8nT2wX5yB9kM3vR7pL1sZ4dH6gJ0cA8eU2iO5tY3w= ListenPort = 51820")
    assert "__secret__" in output and "qF8nT2wX" not in output


@pytest.mark.parametrize("line", [
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  ubuntu-22.04.3-desktop-amd64.iso",
    "sudo blkid shows UUID=\"5c1f3a9e-2b7d-4e61-9f08-7a3c2d1e0b4f\" TYPE=\"ext4\"",
    "docker pull nginx@sha256:0d17b565c37bcbd895e9d92315a05c1c3c9a29f762b011a10c54a66cd53c9b31",
    "git reset --hard 9fceb02d0ae598e95dc970b74767f19372d61af8 fixed it",
    "here is the log: https://paste.ubuntu.com/p/Zt7GqWm2Kx/ and http://pastebin.com/raw/aB3dE5fG",
    "I have linux-image-5.15.0-91-generic and libc6 2.35-0ubuntu3.6 installed",
    "gpg --keyserver hkp://keyserver.ubuntu.com --recv-keys 7F0CEB10 then apt update",
    "Main PID: 2211 (code=exited, status=203/EXEC) and it keeps restarting",
    "echo dGhlIHF1aWNrIGJyb3duIGZveCBqdW1wcyBvdmVy | base64 -d prints it",
    "[Peer] PublicKey = hN3qR7vW2kT8xZ5mB1cY9pL4sD6fG0jA3eK7uI2oQwE= AllowedIPs = 10.8.0.2/32",
    "wg pubkey < privatekey prints Xb4Lm9Qs2Vt7Rk1Pz6Nw3Jh8Gd5Fc0Ya2Ue4Io7Ty9=",
])
def test_public_technical_values_are_kept(line: str) -> None:
    output, counts = personal(line)
    assert output == line and not set(counts)          # not even a zero count (stats.json stays as it was)


def test_only_the_personal_level_runs_the_scorer() -> None:
    line = "my password is Wn3xPq8Lr2Zt"
    counts: Counter[str] = Counter()
    assert Anonymizer(PrivacySettings(NICKS)).text(line, counts) == line and not counts
    assert personal(line)[0] == "my password is __secret__"


def test_the_shipped_model_loads_with_this_feature_version() -> None:
    data = json.loads(SHIPPED_SECRET_MODEL.read_text(encoding="utf-8"))
    assert data["feature_version"] == FEATURE_VERSION and tuple(data["features"]) == FEATURES
    model = load_secret_model(SHIPPED_SECRET_MODEL)
    assert len(model.coefficients) == len(FEATURES) and 0.5 <= model.threshold < 1


def test_the_threshold_changes_at_most_the_allowed_share() -> None:
    scores = [0.1] * 9_990 + [0.97, 0.98, 0.99, 0.991, 0.992, 0.993, 0.994, 0.995, 0.996, 0.999]
    threshold = choose_threshold(scores)                   # 1 line of 10,000 allowed
    assert sum(s >= threshold for s in scores) == 1 and threshold > 0.996


def test_training_on_a_tiny_subset_is_deterministic(corpus_root: Path) -> None:
    first, report = train(corpus_root, positives=300, technical=100, max_files=2)
    second, _ = train(corpus_root, positives=300, technical=100, max_files=2)
    assert first.to_json() == second.to_json() and report.positives > 250 and report.negatives > 100
    assert report.tuning_changed <= max(1, report.tuning_lines // 10_000)
    assert secret_lines(__import__("random").Random(7), 3) == secret_lines(__import__("random").Random(7), 3)
    assert technical_lines(__import__("random").Random(7), 3) == technical_lines(__import__("random").Random(7), 3)


@pytest.fixture
def model_at(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    def point(content: str | None) -> Path:
        path = tmp_path / "secret_model.json"
        if content is not None:
            path.write_text(content, encoding="utf-8")
        monkeypatch.setattr(secret_model, "SHIPPED_SECRET_MODEL", path)
        shipped_model.cache_clear()
        return path
    yield point
    shipped_model.cache_clear()


@pytest.mark.fault
@pytest.mark.parametrize("content, said", [
    (None, "is missing"), ("{not json", "is unreadable"), ('{"feature_version": 0}', "feature version 0"),
    (json.dumps({"feature_version": FEATURE_VERSION, "features": list(FEATURES)}), "is incomplete"),
])
def test_a_missing_or_corrupt_model_stops_the_anonymiser_in_one_line(model_at, content: str | None,
                                                                     said: str) -> None:
    model_at(content)
    with pytest.raises(SecretModelError) as raised:
        personal("my password is Wn3xPq8Lr2Zt")
    assert isinstance(raised.value, DisentangleError) and said in str(raised.value)
    assert "\n" not in str(raised.value)


@pytest.mark.fault
def test_a_short_text_needs_no_model(model_at) -> None:
    model_at(None)
    assert replace_secrets("ok", Counter()) == "ok"
