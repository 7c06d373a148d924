"""The chat tokenizer: spaCy's blank English tokenizer plus rules kept as data."""
from pathlib import Path

import pytest

from disentangle.logs.tokens import DEFAULT_RULES, ChatRules, ChatTokenizer


@pytest.mark.parametrize("text, expected", [
    ("sudo apt-get install vlc", ["sudo", "apt-get", "install", "vlc"]),
    ("see http://ubuntu.com/a?b=1 now", ["see", "http://ubuntu.com/a?b=1", "now"]),
    ("edit /etc/apt/sources.list, then", ["edit", "/etc/apt/sources.list", ",", "then"]),
    ("cat ~/.bashrc", ["cat", "~/.bashrc"]),
    ("ls -la --color=auto", ["ls", "-la", "--color=auto"]),
    ("dpkg-reconfigure xserver-xorg", ["dpkg-reconfigure", "xserver-xorg"]),
    ("thanks :) it works :-P", ["thanks", ":)", "it", "works", ":-P"]),
    ("g[r]eek: hi", ["g[r]eek", ":", "hi"]),
    ("ubuntu 5.04?", ["ubuntu", "5.04", "?"]),
    ("", []),
])
def test_tokenize(tokenizer, text, expected):
    assert tokenizer.tokenize(text) == expected


def test_tokenize_many_matches_one_at_a_time(tokenizer):
    texts = ["a b c", "apt-get install x", "", "what? :)"]
    assert tokenizer.tokenize_many(texts) == [tokenizer.tokenize(t) for t in texts]


@pytest.mark.parametrize("token, normal", [
    ("http://x.org", "<url>"), ("www.ubuntu.com", "<url>"), ("/usr/bin", "<path>"), ("42", "<num>"),
    ("5.04", "<num>"), ("Hello", "hello"), ("apt-get", "apt-get"),
])
def test_normalise(tokenizer, token, normal):
    assert tokenizer.normalise(token) == normal


def test_long_pathological_text_is_fast(tokenizer):
    import time
    text = "x" * 4000 + "-" + "y/" * 2000 + " a.b.c.d" * 300
    began = time.perf_counter()
    tokens = tokenizer.tokenize(text)
    assert tokens and time.perf_counter() - began < 2.0


def test_rules_are_data():
    rules = ChatRules(smileys=(), keep_whole=())
    plain = ChatTokenizer(rules)
    assert plain.tokenize("apt-get") != ChatTokenizer(DEFAULT_RULES).tokenize("apt-get")


def test_the_tokenizer_is_built_in_one_place():
    """Only `tokens.chat_tokenizer` calls `ChatTokenizer()`; every other caller (the learned disentangler,
    training, the bench scripts) gets one from it once and passes it on."""
    import ast

    import disentangle
    top = Path(disentangle.__file__).resolve().parent.parent
    calls = [(path.relative_to(top).as_posix(), node.lineno)
             for folder in ("disentangle", "annotate", "bench") for path in sorted((top / folder).rglob("*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "ChatTokenizer"]
    assert [path for path, _ in calls] == ["disentangle/logs/tokens.py"], calls
