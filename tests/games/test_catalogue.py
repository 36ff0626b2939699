"""Issue 22.1: each game's commands are declared once, in a Qt-free catalogue, and every public command of
every game is reachable from it (so from the palette and ``play``, which are built from it)."""

from __future__ import annotations

import importlib
from fractions import Fraction

import pytest

from assistant.core.errors import InputError
from assistant.games import registry
from assistant.games.catalogue import (Catalogue, Entry, OddsTable, Param, Preview, as_preview, catalogue_of,
                                       public_methods, public_surface)


def _families():
    return [d.family for d in registry.descriptors() if d.family in ("bataan", "macarthur", "luzon", "tarawa",
                                                                        "saipan")]


def _commands_class(cat: Catalogue) -> type:
    module, _, name = cat.commands.partition(":")
    return getattr(importlib.import_module(module), name)


@pytest.mark.parametrize("family", _families())
def test_every_public_command_is_in_the_catalogue(family):
    """Issue 22, done when: every public command of every game appears in the catalogue (or is named as a
    reader or plumbing, with why), and every entry reaches a method that exists."""
    cat = catalogue_of(family)
    surface = public_surface(cat)
    reached = {m for e in cat.entries for m in e.methods()}
    reached |= {m.split(".")[0] for m in reached if m.split(".")[0] not in cat.parts}
    missing = [n for n in surface if n not in reached and n not in cat.not_commands]
    assert not missing, f"{family}: public commands with no catalogue entry: {missing}"
    for e in cat.entries:
        for m in e.methods():
            assert m in surface or m.split(".")[0] in surface, f"{family}.{e.name} reaches {m}, which is not there"
    stale = [n for n in cat.not_commands if n not in surface]
    assert not stale, f"{family}: not_commands names what the class no longer has: {stale}"


@pytest.mark.parametrize("family", _families())
def test_every_entry_names_its_rule_and_parameters(family):
    """Issue 22.1: a name, the rule it applies, typed parameters; the names are unique."""
    cat = catalogue_of(family)
    assert cat.entries
    for e in cat.entries:
        assert e.rule.strip() and e.title.strip() and e.summary.strip() and e.group.strip()
        for p in e.params:
            assert p.kind in ("figure", "unit", "hex", "town", "point", "number", "integer", "choice", "text",
                              "side", "flag", "json")


def test_search_finds_by_rule_number_words_and_name():
    """Issue 22.2: typing a rule number (B16, IV, a number inside a range such as B9 of B8-B11) or words
    finds the commands that apply it; a rule-like query matches rules only."""
    cat = catalogue_of("bataan")
    assert {e.name for e in cat.search("B16")} >= {"spot_sniper", "spot_odds"}
    assert "fire" in [e.name for e in cat.search("B9")]
    assert [e.name for e in cat.search("grenade")][0] == "grenade"
    assert [e.name for e in cat.search("next phase")][0] == "advance_phase"
    assert "american_leaves" not in [e.name for e in cat.search("IV")]


def test_unknown_command_suggests_the_near_ones():
    with pytest.raises(InputError, match="did you mean: fire"):
        catalogue_of("bataan").entry("firee")


@pytest.mark.parametrize("kind,raw,why", [
    ("number", "abc", "not a number"), ("number", "nan", "not a number between"),
    ("number", "1e400", "not a number"), ("number", True, "not yes/no"),
    ("integer", "1.5", ""), ("point", "3", "not a point"), ("flag", "maybe", "not yes or no"),
    ("text", "  ", "is empty"), ("json", "[[[", ""),
])
def test_bad_parameters_are_refused_naming_the_parameter(kind, raw, why):
    """Bad input names what and where: the parameter, and what is wrong with the value."""
    p = Param("x", kind, "the x")
    with pytest.raises(InputError, match=why) as err:
        p.parse(raw)
    assert "the x" in str(err.value)


def test_a_negative_distance_is_refused():
    p = Param("distance_in", "number", "distance", low=0)
    with pytest.raises(InputError, match="under 0"):
        p.parse("-3")
    assert p.parse("2.5") == 2.5


def test_listed_ids_are_checked_and_case_forgiven():
    p = Param("fid", "figure", "figure")
    known = {"figure": ["JP1-1", "US1-1"]}
    assert p.parse("jp1-1", known) == "JP1-1"
    with pytest.raises(InputError, match="no figure 'ZZ9'"):
        p.parse("ZZ9", known)


def test_points_and_several():
    assert Param("to", "point").parse("98, 27") == (98.0, 27.0)
    assert Param("via", "point", many=True).parse("1,2; 3,4") == ((1.0, 2.0), (3.0, 4.0))
    assert Param("ids", "figure", many=True).parse("A,B") == ("A", "B")


def test_odds_table_at_least_and_at_most():
    """Issue 22.3: one shape for odds: outcome, chance, at least / at most."""
    t = OddsTable("2 dice", (("0", Fraction(25, 36)), ("1", Fraction(10, 36)), ("2", Fraction(1, 36))))
    assert t.total() == 1
    assert t.at_least(1) == Fraction(11, 36) and t.at_most(1) == Fraction(35, 36)
    assert as_preview({"hit": Fraction(1, 2), "miss": Fraction(1, 2)}).tables[0].rows[0] == ("hit", Fraction(1, 2))
    assert as_preview(["a", "b"]).lines == ("a", "b")


def test_declarations_are_checked():
    with pytest.raises(ValueError):
        Entry("Bad Name", "t", "B1", "g", "s")
    with pytest.raises(ValueError):
        Entry("x", "t", "", "g", "s")
    with pytest.raises(ValueError):
        Param("x", "colour")
    e = Entry("x", "t", "B1", "g", "s")
    with pytest.raises(ValueError, match="twice"):
        Catalogue("f", "m:C", (e, e))


def test_preview_is_a_value_not_an_exception():
    assert Preview(problems=("B1: no",)).ok is False


@pytest.mark.parametrize("family", _families())
def test_no_command_class_carries_more_than_about_40_methods(family):
    """Issue 22.5: procedures are objects with explicit dependencies; no class over ~40 public methods."""
    cat = catalogue_of(family)
    for spec in (cat.commands, *cat.parts.values()):
        module, _, name = spec.partition(":")
        cls = getattr(importlib.import_module(module), name)
        assert len(public_methods(cls)) <= 42, f"{spec}: {len(public_methods(cls))} public methods"
