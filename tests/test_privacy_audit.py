"""Tests for the release auditor (issue 42 item 3): a detector set written apart from the anonymiser, each
detector on real-looking lines of #ubuntu and chat exports (what it must find, and what identifies no one
and must stay), the known names, the redacted findings, and runs whose anonymiser was bypassed: the auditor
still fails them."""
from __future__ import annotations

import ast
import gzip
import json
from collections import Counter
from pathlib import Path

import pytest

import disentangle.privacy.audit as audit
from disentangle import extract
from disentangle.extract import release
from disentangle.extract.release import distinct_texts
from disentangle.privacy.audit import AuditScope, audit_texts, known_names, redact, text_findings
from disentangle.privacy.audit.checks import iban_valid, luhn_valid
from disentangle.privacy.provenance import without_platform_ids
from helpers import discord_item, make_options, write_discord_export

PERSONAL = AuditScope(None, True)
TOKEN_TAIL = "Zq8vR2mW4kT6yN1bX3cV5dF7gH9jK0lP2sA4"     # 36 characters of a made-up token


def kinds(text: str, scope: AuditScope = PERSONAL) -> list[str]:
    return [kind for kind, _ in text_findings(text, scope)]


@pytest.mark.parametrize("text, kind", [
    ("mail the dmesg output to karl.heinz+ubuntu@posteo.de please", "e-mail"),
    ("reach me: marta [at] riseup [dot] net", "e-mail"),
    ("drop a line to tomasz (at) wp (dot) pl", "e-mail"),
    ("it's pieter at xs4all dot nl if you want the config", "e-mail"),
    ("mailto:anja%40mailbox.org", "e-mail"),
    ("my number is +44 20 7946 0958, call after 6", "phone"),
    ("or 0044 20 7946 0958 from abroad", "phone"),
    ("office: (0221) 456 7890", "phone"),
    ("call the shop at 030/1234567", "phone"),
    ("text me 06 12 34 56 78", "phone"),
    ("support line 1-800-642-0199", "phone"),
    ("my cell is 415-555-2671", "phone"),
    ("card 4539 8812 7033 1205 exp 12/29", "card"),
    ("5500-0000-0000-0004 got declined", "card"),
    ("amex 3782 910445 56214", "card"),
    ("wire it to DE81 3704 0044 0532 1876 47 thanks", "iban"),
    ("iban GB95NWBK60161331717663", "iban"),
    ("my public ip is 81.169.145.93 and the port is open", "ipv4"),
    ("rsync --address=93.184.216.34 fails", "ipv4"),
    ("ping 5.9.20.1 works but not dns", "ipv4"),
    ("inet6 2a01:4f8:c17:b8f::2/64 scope global", "ipv6"),
    ("netstat shows ::ffff:81.169.145.93:22", "ipv4"),
    ("HWaddr 00:1e:c2:9a:4b:11", "mac"),
    ("bssid b8-27-eb-12-34-56", "mac"),
    ("switch says 001e.c29a.4b11 on port 4", "mac"),
    ("ether 001ec29a4b11", "mac"),
    ("ls /home/marisol/Downloads", "home path"),
    ("open /Users/kenji/Library/Logs", "home path"),
    (r"C:\Users\Ingrid\Desktop\setup.exe", "home path"),
    ("cp ~olek/bin/run.sh .", "home path"),
    ("mount shows /media/sanne/KINGSTON", "home path"),
    ("mail is in /var/mail/jorge", "home path"),
    ("cd /mnt/c/Users/Ravi/Documents", "home path"),
    ("<@123456789012345678> try again", "platform id"),
    ("thanks <@!223344556677889900>", "platform id"),
    ("ask <@U024BE7LH> about it", "platform id"),
    ("the id is U01ABCD2EFG", "platform id"),
    ("tg://user?id=123456789", "platform id"),
    ("export DB_PASSWORD=v3ry-S3cret", "secret"),
    ("AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMIbPxRfiCYEXAMPLE7", "secret"),
    ('psk="correct-horse-42"', "secret"),
    ("curl -u admin:Tr0ub4dor https://nas.lan/api", "secret"),
    ("mysql -u root -pS3cr3tpw mydb", "secret"),
    ("echo hunter22 | sudo -S apt update", "secret"),
    ("Authorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l", "secret"),
    ("root:$6$xyzsalt$Qm9vdGgxMjM0NTY3ODkwYWJjZGVm:19000:0", "secret"),
    ("redis-cli -u redis://:s3cretpw@cache:6379", "secret"),
    ("pass: letmein99", "secret"),
    ("key AIza" + TOKEN_TAIL[:35], "secret"),
    ("write to ME@HOTMAIL.COM", "e-mail"),
    ("my number (555) 123-4567", "phone"),
    ("{blue}: reboot", "name"),
])
def test_each_detector_finds_its_kind(text, kind) -> None:
    assert kind in kinds(text, AuditScope(known_names({"blue"}), True)), text


@pytest.mark.parametrize("text", [
    "git clone git@github.com:user/repo.git", "root@localhost", "mail user@example.com", "ssh pi@raspberrypi.local",
    "have a look at askubuntu.com", "paste it @ paste.ubuntu.com", "__email__ wrote",
    "it doesn't boot at all. It hangs", "look at distrowatch dot com", "systemctl start openvpn@client.service",
    "Ciphers chacha20-poly1305@openssh.com",
    "released 2015-02-24", "kernel 2.6.32-21-generic", "version 1.2.3.4567", "0 2008-02-26 23:23 /dev/scd0",
    "port 8080", "pid 123456789", "chmod 0755 run.sh", "drwxr-xr-x 3 root root 4096 2006-02-19 04:30 /nas",
    "4111 1111 1111 1112", "2585989306697387", "DE89 3704 0044 0532 0130 01",
    "192.168.1.1", "10.0.0.5", "172.17.0.1", "127.0.0.1", "8.8.8.8 and 1.1.1.1", "203.0.113.5", "198.51.100.7",
    "libreoffice 4.2.8.2", "zfs 0.6.3.1", "iwlwifi-3160-ucode-23.11.10.0.tgz", "255.255.255.0", "169.254.10.1",
    "fe80::1/64", "::1", "2001:db8::1", "nameserver 2001:4860:4860::8888", "fd00::1", "std::string", "12:30:45",
    "lspci -nnk -d::300",
    "00:00:00:00:00:00", "ff:ff:ff:ff:ff:ff", "01:00:5e:00:00:fb", "commit 001ec29a4b11",
    "43:51:43:a1:b5:fc:8b:b7:0a:3a:a9:b1:0f:66:73:a8",
    "/home/user/.bashrc", "/home/$USER/x", "/home/<you>/x", "/Users/Shared/", "/media/cdrom", "~/bin/run",
    "/home/__user__/x", "/media/ubuntu/USB", "/media/lubuntu/DISK", r"C:\Users\Public\Desktop",
    "sudo mount /dev/sdb1 /media/BOOT", "/media/My Book/backup", "/media/cdrom-1", "/home/YOUR_USER_NAME/x",
    "/home/yourdir/2nd", "cp x /home/2nd/",
    "W00TSICLE!", "U02II1E419KZ", "@__user__",
    "password=<your password>", "nagios ALL=(ALL) NOPASSWD: /sbin/reboot", "PWD=/var/log ; USER=root",
    "sudo firefox -profilemanager", "enable -proposed, then update", "token=$TOKEN", "password: required",
    "PasswordAuthentication no", "http://user:pass@proxy:8080",
    "sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "uuid 123e4567-e89b-12d3-a456-426614174000", "fixed in commit 9fceb02d0ae598e95dc970b74767f19372d61af8",
    "stripe test card 4242 4242 4242 4242 exp 12/34",   # published for testing: pays nothing, names no one
])
def test_what_identifies_no_one_is_no_finding(text) -> None:
    assert text_findings(text, PERSONAL) == [], text


@pytest.mark.parametrize("text, plugin", [
    ("my token ghp_" + TOKEN_TAIL + " leaked", "GitHub Token"),
    ("xoxb-1234567890-0987654321-" + TOKEN_TAIL[:24].lower(), "Slack Token"),
    ("https://hooks.slack.com/services/T0ABC1234/B0DEF5678/" + TOKEN_TAIL[:24], "Slack Token"),
    ("-----BEGIN OPENSSH PRIVATE KEY-----", "Private Key"),
    ("PuTTY-User-Key-File-2: ssh-rsa", "Private Key"),
    ("git remote add origin https://deploy:Hunter22x@git.lan/repo", "Basic Auth Credentials"),
    ("glpat-" + TOKEN_TAIL[:20], "GitLab Token"),
])
def test_detect_secrets_plugins_find_credential_shapes(text, plugin) -> None:
    assert f"secret ({plugin})" in kinds(text)


def test_checksums() -> None:
    assert luhn_valid("4111111111111111") and not luhn_valid("4111111111111112")
    assert iban_valid("DE81 3704 0044 0532 1876 47") and iban_valid("GB95NWBK60161331717663")
    assert not iban_valid("DE89 3704 0044 0532 0130 01") and not iban_valid("DE89 3704")


def test_known_names_as_names_and_words_as_words() -> None:
    names = known_names({"zorblax", "help", "zed qa55", "zq.mira26", "223344556677889900", "participant_1",
                         "noob"})
    scope = AuditScope(names, False)
    assert [v for _, v in text_findings("ask zorblax|away about it", scope)] == ["zorblax|away"]
    assert [v for _, v in text_findings("I need help, I'm a noob", scope)] == []       # words stay words
    assert [v for _, v in text_findings("help: are you there?", scope)] == ["help"]    # an address
    assert [v for _, v in text_findings("thanks @noob", scope)] == ["noob"]
    greeter = AuditScope(known_names({"hello", "genii"}), False)
    assert [v for _, v in text_findings("genii, the kernel is 64 bit?", greeter)] == ["genii"]   # a rare word
    assert text_findings("hello, I have a question", greeter) == []                               # greets
    assert [v for _, v in text_findings("Zed Qa55 said it works", scope)] == ["Zed Qa55"]
    assert [v for _, v in text_findings("zq.mira26: ok", scope)] == ["zq.mira26"]
    assert [v for _, v in text_findings("id 223344556677889900", scope)] == ["223344556677889900"]
    assert text_findings("participant_1: try __user__", scope) == []
    assert text_findings("email me at zorblax@posteo.de", scope) == [("name", "zorblax")]  # names only


def test_nicks_mode_looks_for_names_and_platform_ids_only() -> None:
    scope = AuditScope(known_names({"zorblax"}), False)
    assert kinds("zorblax: see <@123456789012345678> at 81.169.145.93", scope) == ["platform id", "name"]


def test_a_finding_names_file_and_kind_never_the_value() -> None:
    found = audit_texts([("dialogues/train.jsonl.gz", "mail karl.heinz@posteo.de")], PERSONAL)
    assert found == ["dialogues/train.jsonl.gz: e-mail 'ka********' (20 chars) left"]
    assert "karl.heinz" not in found[0] and redact("abc") == "'a**' (3 chars)"


@pytest.mark.fault
def test_an_empty_release_is_a_finding() -> None:
    assert audit_texts([], PERSONAL) == [audit.EMPTY_RELEASE]
    assert audit_texts([("dialogues/train.jsonl.gz", "")], PERSONAL) == [audit.EMPTY_RELEASE]


def test_many_findings_are_counted_past_the_first() -> None:
    texts = [(f"f{n}", f"ls /home/person{n}/x") for n in range(25)]
    found = audit_texts(texts, PERSONAL)
    assert len(found) == 21 and found[-1] == "5 more findings"


def test_distinct_texts_keep_the_first_place() -> None:
    assert distinct_texts([("a", "x"), ("b", "x"), ("b", "y")]) == [("a", "x"), ("b", "y")]


def test_the_auditor_shares_no_code_with_the_anonymisers_rules() -> None:
    root = Path(audit.__file__).parent
    imported = set()
    for path in root.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module)
            elif isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
    assert not {m for m in imported if m.startswith(("disentangle.privacy.patterns", "disentangle.privacy.engine",
                                                      "disentangle.privacy.names", "disentangle.privacy.check",
                                                      "disentangle.privacy.secret"))}


# ------------------------------------------------------------------------------- runs with a weak anonymiser

LEAKY = ["how do I share my printer?", "mail the cups log to karl.heinz@posteo.de and I'll look",
         "sent, my phone is +44 20 7946 0958 if it is quicker", "the log says ipp://81.169.145.93 refused",
         "quuxbee: then open port 631 on that address", "that worked, thanks"]


@pytest.fixture(autouse=True)
def audit_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISENTANGLE_CACHE", str(tmp_path / "cache-root"))


def leaky_export(tmp: Path) -> Path:
    items = [discord_item(k + 1, text, ("zorblax", "quuxbee")[k % 2], k, reply=k if k else None)
             for k, text in enumerate(LEAKY)]
    return write_discord_export(tmp / "export.json", items)


def bypassed(dialogue, rule, settings):
    """The anonymiser bypassed: the dialogue as extracted (only its platform ids dropped)."""
    return without_platform_ids(dialogue), Counter(), 0


def run(tiny_model: Path, tmp: Path) -> extract.ExtractReport:
    options = make_options(tiny_model, tmp, logs=leaky_export(tmp), first_day=None, last_day=None)
    return extract.extract_logs(None, options)


def test_a_run_with_the_default_anonymiser_passes_the_auditor(tiny_model, tmp_path) -> None:
    report = run(tiny_model, tmp_path)
    stats = json.loads((tmp_path / "out" / "stats.json").read_text())
    assert stats["validation"]["privacy"] == [] and report.ok, report.problems


@pytest.mark.fault
def test_the_auditor_fails_a_run_whose_anonymiser_and_old_check_were_bypassed(tiny_model, tmp_path, monkeypatch):
    monkeypatch.setattr(release, "anonymize_dialogue", bypassed)
    monkeypatch.setattr(release, "leak_problems", lambda texts, names, settings: [])  # the check shares the rules
    report = run(tiny_model, tmp_path)
    found = json.loads((tmp_path / "out" / "stats.json").read_text())["validation"]["privacy"]
    assert not report.ok
    assert {p.split(": ", 1)[1].split(" '")[0] for p in found} >= {"e-mail", "phone", "ipv4", "name"}, found
    text = json.dumps(found)
    assert "karl.heinz" not in text and "7946" not in text and "81.169" not in text  # redacted
    released = gzip.decompress((tmp_path / "out" / "dialogues" / "train.jsonl.gz").read_bytes()).decode() + \
        gzip.decompress((tmp_path / "out" / "dialogues" / "dev.jsonl.gz").read_bytes()).decode() + \
        gzip.decompress((tmp_path / "out" / "dialogues" / "test.jsonl.gz").read_bytes()).decode()
    assert "karl.heinz@posteo.de" in released       # the leak is real: the run said so


@pytest.mark.fault
def test_a_home_path_in_stats_json_fails_the_run(tiny_model, tmp_path, monkeypatch):
    real = release.with_title_check

    def with_home(out, prepared, stats, records):
        return real(out, prepared, stats.with_run({**stats.run, "operator": "/home/marisol/exports/x.json"}),
                    records)
    monkeypatch.setattr("disentangle.extract.job.with_title_check", with_home)
    report = run(tiny_model, tmp_path)
    found = json.loads((tmp_path / "out" / "stats.json").read_text())["validation"]["privacy"]
    assert not report.ok and found == ["stats.json: home path 'ma*****' (7 chars) left"], found


def test_private_paths_are_the_inputs_and_a_persons_home(tmp_path) -> None:
    logs = tmp_path / "export.json"
    assert release.private_paths(logs, Path("/home/marisol")) == ("/home/marisol", str(logs.resolve()))
    assert release.private_paths(None, Path("/root")) == () and release.private_paths(None, Path("/")) == ()


@pytest.mark.fault
def test_the_input_path_in_stats_json_fails_the_run(tiny_model, tmp_path, monkeypatch):
    real = release.with_title_check

    def with_input(out, prepared, stats, records):
        return real(out, prepared, stats.with_run({**stats.run, "input": str(tmp_path / "export.json")}), records)
    monkeypatch.setattr("disentangle.extract.job.with_title_check", with_input)
    report = run(tiny_model, tmp_path)
    found = json.loads((tmp_path / "out" / "stats.json").read_text())["validation"]["privacy"]
    assert not report.ok and any(p.startswith("stats.json: private path '/") for p in found), found
    assert str(tmp_path) not in json.dumps(found)
