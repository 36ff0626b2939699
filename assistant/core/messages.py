"""Messages a translator can reach, from the Qt-free layers (issue 22.6).

A refusal or a summary written in the games layer is a :class:`Message`: the English text as before (it is a
``str``, so everything that reads, joins or compares it works unchanged), carrying its *id* (the English
template, with ``{0}``, ``{1:.1f}`` ... for its values) and its arguments. The window translates it through
the catalogue (``assistant.ui.i18n.tr_message``: the template in the context ``"rules"``, then the
arguments put in); English stays the default, and a command line prints the English text.

    raise InputError(msg("{0} is dead", fid), "figure")

``packaging/update_translations.py`` finds every ``msg("...")`` call with a literal template under
``assistant/games`` and ``assistant/core`` and puts it in the catalogue.
"""

from __future__ import annotations

from typing import Any

__all__ = ["CONTEXT", "Message", "msg"]

#: the catalogue context of the Qt-free layers' messages
CONTEXT = "rules"


class Message(str):
    """English text that remembers its template and arguments (see the module's docstring)."""

    template: str
    args: tuple[Any, ...]

    def __new__(cls, template: str, *args: Any) -> "Message":
        try:
            text = template.format(*args) if args or "{" in template else template
        except (IndexError, KeyError, ValueError):
            text = template
        obj = super().__new__(cls, text)
        obj.template = template
        obj.args = args
        return obj

    def __reduce__(self):
        return (Message, (self.template, *self.args))

    def translated(self, translate) -> str:
        """The text in another language: ``translate(CONTEXT, template)`` with the arguments put in (each a
        Message itself translated first); the English text when the translation cannot be filled."""
        args = tuple(a.translated(translate) if isinstance(a, Message) else a for a in self.args)
        template = translate(CONTEXT, self.template)
        try:
            return template.format(*args)
        except (IndexError, KeyError, ValueError):
            return str(self)


def msg(template: str, *args: Any) -> Message:
    """A translatable message: ``msg("{0} is dead", fid)`` reads "JP1-1 is dead" in English."""
    return Message(template, *args)
