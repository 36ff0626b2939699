"""Issue 22.6: the Qt-free layers' messages carry an id (their English template) and arguments, so the
window can translate them; English stays the default and equal to the text as it was."""

from __future__ import annotations

import pickle

import pytest

from assistant.core.errors import InputError
from assistant.core.messages import CONTEXT, Message, msg


def test_a_message_is_its_english_text():
    m = msg("{0} is {1:.1f}\" away", "JP1-1", 3.25)
    assert m == 'JP1-1 is 3.2" away' and isinstance(m, str)
    assert m.template == '{0} is {1:.1f}" away' and m.args == ("JP1-1", 3.25)
    assert "JP1-1" in m and m.upper().startswith("JP1-1")


def test_translated_through_a_catalogue_with_its_values():
    german = {"{0} is dead": "{0} ist tot", "{0}: {1}": "{0}: {1}"}

    def translate(context, text):
        assert context == CONTEXT
        return german.get(text, text)

    assert msg("{0} is dead", "JP1-1").translated(translate) == "JP1-1 ist tot"
    nested = msg("{0}: {1}", "fire", msg("{0} is dead", "US1-1"))
    assert nested.translated(translate) == "fire: US1-1 ist tot"
    assert msg("{0} left", "x").translated(lambda c, t: "{5} broken") == "x left"   # a bad translation: English


def test_messages_survive_errors_and_pickling():
    err = InputError(msg("{0} is dead", "JP1-1"), "figure")
    assert isinstance(err.message, Message) and str(err) == "figure: JP1-1 is dead"
    back = pickle.loads(pickle.dumps(err.message))
    assert back == "JP1-1 is dead" and back.template == "{0} is dead"


@pytest.mark.parametrize("template", ["{", "{9}", "{x}"])
def test_a_template_that_cannot_be_filled_is_its_own_text(template):
    assert msg(template, 1) == template
