"""Linking commands in chat text to man pages: evidence rules, word tiers, chat words, ranking, aliases, speed."""
from __future__ import annotations

import time

import pytest

from disentangle.knowledge.command_links import ManIndex, PageLink, index_pages, link_commands, word_tier
from disentangle.knowledge.manpages import ManPage


def _page(name: str, section: str = "1", names: tuple[str, ...] = ()) -> ManPage:
    return ManPage(name, section, names or (name,), f"the {name} command", f"NAME\n{name} - ...\n")


@pytest.fixture(scope="module")
def index() -> ManIndex:
    names = ("apt-get", "ls", "fdisk", "grep", "mount", "make", "less", "which", "cat", "find",
             "lspci", "xrandr", "git", "git-commit", "ps", "kill", "top", "echo", "file", "login", "tar")
    pages = [_page(name) for name in names] + [_page("gzip", names=("gzip", "gunzip", "zcat")),
                                               _page("tc-nat", "8", ("nat",)),
                                               _page("openssl-passwd", "1ssl", ("openssl-passwd", "passwd"))]
    return index_pages(pages)


@pytest.mark.parametrize("text, expected", [
    ("sudo apt-get install vlc", [("apt-get", "sudo")]),
    ("`ls -la`", [("ls", "code")]),
    ("run fdisk -l", [("fdisk", "verb+args")]),
    ("man grep", [("grep", "man")]),
    ("$ mount /dev/sdb1 /mnt", [("mount", "prompt")]),
    ("try sudo make install", [("make", "sudo")]),
    ("make -j4", [("make", "start+args")]),
    ("dmesg | less", [("less", "pipe")]),
    ("ps aux | grep firefox", [("grep", "pipe"), ("ps", "pipeline")]),
    ("open a terminal and type lspci", [("lspci", "verb")]),
    ("xrandr shows nothing", [("xrandr", "start")]),
    ("what does xrandr say?", [("xrandr", "mention")]),
    ("the kill command", [("kill", "noun")]),
    ("gunzip it first", [("gunzip", "start")]),
    ("git commit -m fix", [("git", "start"), ("git-commit", "start")]),
])
def test_commands_are_linked(index: ManIndex, text: str, expected: list[tuple[str, str]]) -> None:
    assert [(link.command, link.evidence) for link in link_commands(text, index)] == expected


@pytest.mark.parametrize("text", [
    "I will make sure", "the less the better", "which one", "use less memory", "you need to find the file",
    "the top of the page", "kill the process", "my file is at /home/me/notes.txt", "back at the login screen",
    "grep, are you there?", "nat all traffic to eth1", "my passwd is wrong", "run the file",
    "/usr/bin/xrandr is missing", "see http://example.com/ls", "cat's toy",
])
def test_english_words_are_not_commands(index: ManIndex, text: str) -> None:
    assert link_commands(text, index) == []


@pytest.fixture(scope="module")
def chat_index() -> ManIndex:
    names = ("users", "strings", "script", "env", "man", "install", "cat", "mkdir", "tail", "chmod", "ls")
    return index_pages([_page(name) for name in names])


# Seen in the 2015 run: English words of #ubuntu linked as commands on weak evidence.
@pytest.mark.parametrize("text", [
    "can you check your users /home directory for any files?", "is the script +x ?",
    "i'd store them in an env variable", "!info nvidia-prime | install this package",
    "the strings are in a file", "man, that is odd", "install it from the software centre",
    "what users are there", "then run the script",
])
def test_chat_words_need_strong_evidence(chat_index: ManIndex, text: str) -> None:
    assert link_commands(text, chat_index) == []


@pytest.mark.parametrize("text, expected", [
    ("run `strings /usr/bin/foo`", [("strings", "code")]),
    ("sudo install -m 755 foo /usr/local/bin", [("install", "sudo")]),
    ("env -i bash", [("env", "start+args")]),
    ("man script", [("script", "man")]),
    ('I think "cat /proc/cmdline" does the trick', [("cat", "args")]),
    ("mkdir ~/img", [("mkdir", "start+args")]),
    ("chmod +x it", [("chmod", "weak args")]),
    ("tail -f /var/log/syslog", [("tail", "start+args")]),
])
def test_chat_words_with_strong_evidence_are_commands(chat_index: ManIndex, text: str,
                                                      expected: list[tuple[str, str]]) -> None:
    assert [(link.command, link.evidence) for link in link_commands(text, chat_index)] == expected


def test_sudo_is_a_command_too() -> None:
    index = index_pages([_page("sudo"), _page("apt-get")])
    assert [(l.command, l.evidence) for l in link_commands("sudo apt-get update", index)] == [
        ("apt-get", "sudo"), ("sudo", "start")]


def test_ranking_by_strength_then_count(index: ManIndex) -> None:
    text = "try xrandr? xrandr again\nsudo tar xf a.tar\nman grep\ngrep -r foo . | less\ngrep -v x"
    links = link_commands(text, index)
    assert [link.page for link in links] == ["grep", "less", "tar", "xrandr"]
    assert links[0] == PageLink("grep", "grep", "1", "man", 6, 3)
    assert links[-1].count == 2 and links[-1].evidence == "mention"


def test_aliases_link_to_their_page_and_nicks_are_ignored(index: ManIndex) -> None:
    assert [(l.command, l.page) for l in link_commands("zcat log.gz | grep x", index)][-1] == ("zcat", "gzip")
    assert link_commands("xrandr: try again", index) == []  # a nick addressed at the start of a line
    assert link_commands("ask xrandr about it", index, ignore={"xrandr"}) == []


@pytest.mark.parametrize("name, tier", [
    ("apt-get", "rare"), ("xrandr", "rare"), ("mount", "common"), ("login", "common"),
    ("make", "very common"), ("which", "very common"), ("w", "very common"),
])
def test_word_tiers(name: str, tier: str) -> None:
    assert word_tier(name) == tier


def test_linking_is_fast(index: ManIndex) -> None:
    text = "you could run sudo fdisk -l and then cat /proc/partitions | less, or the mount command\n" * 50
    started = time.perf_counter()
    for _ in range(20):
        link_commands(text, index)
    assert (time.perf_counter() - started) / 20 < 0.05
