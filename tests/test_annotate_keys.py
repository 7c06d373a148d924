"""annotate.model.keymap: the key table as data; the annotator's key configuration is read, checked and applied."""
import json

import pytest

from annotate.controller.controller import Controller, ControllerError
from annotate.model.keymap import KEYMAP, Config, ConfigError, KeyBinding, bindings, load_config, remap, valid_key
from annotate.model.session import Session


def test_keymap_has_no_duplicate_keys_and_every_action_exists(log):
    keys = [key for binding in KEYMAP for key in binding.keys]
    assert len(keys) == len(set(keys)) and all(valid_key(key) for key in keys)
    controller = Controller(Session([log]))
    for binding in KEYMAP:
        assert callable(controller.actions[binding.action])
        assert not binding.pair or binding.pair in {b.action for b in KEYMAP}
    controller.session.close()


def test_a_key_table_naming_no_action_is_refused(log):
    session = Session([log])
    with pytest.raises(ControllerError, match="no such action: fly"):
        Controller(session, keymap=KEYMAP + (KeyBinding(("Z",), "fly", "fly away"),))
    session.close()


def test_toml_config(tmp_path):
    path = tmp_path / "keys.toml"
    path.write_text('[keys]\nself_link = "S"\nsearch = ["ctrl+f", "/"]\nunlink = []\n[view]\nlook_ahead = 8\n')
    config = load_config(path)
    table = bindings(config.keymap)
    assert table["S"].action == "self_link" and "s" not in table
    assert table["ctrl+f"].action == table["/"].action == "search"
    assert "d" not in table and config.look_ahead == 8


def test_json_config(tmp_path):
    path = tmp_path / "keys.json"
    path.write_text(json.dumps({"keys": {"accept": ["enter", "y"]}}))
    config = load_config(path)
    assert bindings(config.keymap)["y"].action == "accept" and config.look_ahead is None


@pytest.mark.parametrize("text, message", [
    ('[keys]\nfly = "f"\n', "unknown action(s) in [keys]: fly"),
    ('[keys]\nchoose = "z"\n', "unknown action(s) in [keys]: choose"),
    ('[keys]\nself_link = "x"\n', "key 'x' is bound to both self_link and add_parent"),
    ('[keys]\nself_link = "1"\n', "key '1' is bound to both"),
    ('[keys]\nself_link = "hyper+zz"\n', "'hyper+zz' is not a key"),
    ('[keys]\nself_link = " "\n', "' ' is not a key"),
    ('[keys]\nself_link = "shift+s"\n', "'shift+s' is not a key (a character such as J"),
    ('[keys]\nself_link = 3\n', "give a key or a list of keys"),
    ('[keys]\nquit = []\n', "keys.quit: this action needs at least one key"),
    ('[colours]\nx = 1\n', "unknown section(s) colours"),
    ('keys = 3\n', "[keys] must be a table"),
    ('[view]\nlook_ahead = -2\n', "look_ahead must be a whole number >= 0"),
    ('[view]\nlook_ahead = true\n', "look_ahead must be a whole number >= 0"),
    ('[view]\nwidth = 3\n', "[view] takes only: look_ahead"),
    ('[keys\n', "not valid TOML"),
])
def test_bad_configs_are_refused_with_a_message(tmp_path, text, message):
    path = tmp_path / "keys.toml"
    path.write_text(text)
    with pytest.raises(ConfigError) as error:
        load_config(path)
    assert message in str(error.value) and str(path) in str(error.value)


def test_unreadable_and_malformed_json(tmp_path):
    with pytest.raises(ConfigError, match="cannot read"):
        load_config(tmp_path / "missing.toml")
    (tmp_path / "bad.json").write_text("[1, 2]")
    with pytest.raises(ConfigError, match="expected a table"):
        load_config(tmp_path / "bad.json")
    (tmp_path / "broken.json").write_text("{")
    with pytest.raises(ConfigError, match="not valid JSON"):
        load_config(tmp_path / "broken.json")


def test_swapping_two_keys_is_allowed():
    swapped = bindings(remap(KEYMAP, {"link": "s", "self_link": "l"}))
    assert swapped["s"].action == "link" and swapped["l"].action == "self_link"


def test_default_config_is_the_keymap():
    assert Config().keymap is KEYMAP
