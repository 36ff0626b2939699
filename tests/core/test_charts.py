"""Rule charts as data: loading, validation and lookups (assistant.core.charts, docs/CHARTS.md)."""

from __future__ import annotations

import textwrap
from fractions import Fraction
from pathlib import Path

import pytest

from assistant.core import dice
from assistant.core.charts import (
    ChartBook,
    charts_dir,
    load_chart_file,
    load_charts,
    parse_chart_text,
)
from assistant.core.errors import InputError

CHART_FILES = sorted(p.name for p in charts_dir().iterdir() if p.name.endswith(".toml"))


@pytest.fixture(scope="module")
def book() -> ChartBook:
    return load_charts()


# --------------------------------------------------------------------------------------------
# Every shipped file
# --------------------------------------------------------------------------------------------


def test_bataan_file_is_shipped():
    """Last Stand on Bataan: the rule charts ship as resources/charts/bataan.toml."""
    assert "bataan.toml" in CHART_FILES


@pytest.mark.parametrize("name", CHART_FILES)
def test_every_shipped_chart_file_is_valid(name):
    """docs/CHARTS.md: every resources/charts/*.toml loads with no error and no warning, and every
    chart's odds add up to exactly 1 under every allowed combination of its modifiers."""
    path = Path(str(charts_dir() / name))
    charts, problems = load_chart_file(path)
    bad = [str(p) for p in problems if p.severity in ("error", "warning")]
    assert bad == [], "\n".join(bad)
    for chart in charts:
        assert sum(chart.distribution().values()) == 1
        for active in allowed_modifier_sets(chart):
            dist = chart.distribution(active)
            assert sum(dist.values()) == 1, (chart.id, active)
            assert set(chart.value_distribution(active)) <= chart.reachable()


def allowed_modifier_sets(chart, limit: int = 256):
    """Every combination of a chart's modifiers that may be on together (one per group)."""
    combos: list[tuple[str, ...]] = [()]
    groups: dict[str, list[str]] = {}
    for m in chart.modifiers:
        if m.group is None:
            combos = combos + [c + (m.id,) for c in combos]
        else:
            groups.setdefault(m.group, []).append(m.id)
        combos = combos[:limit]
    for ids in groups.values():
        combos = [c + extra for c in combos for extra in [(), *[(i,) for i in ids]]][:limit]
    return combos


def test_whole_book_loads_without_errors(book):
    """docs/CHARTS.md: the app opens with every shipped chart; no duplicate (game, chart) pairs."""
    assert book.errors == [], "\n".join(map(str, book.errors))
    assert "bataan" in book.games()
    assert len(book.for_game("bataan")) >= 8


# --------------------------------------------------------------------------------------------
# Bataan charts against the rulebook, face by face
# --------------------------------------------------------------------------------------------

WOUND = {1: "light", 2: "light", 3: "light", 4: "serious", 5: "serious", 6: "dead"}


@pytest.mark.parametrize("face", range(1, 7))
def test_wound_chart(book, face):
    """Bataan, Wounds (B14): 1-3 light, 4-5 serious, 6 dead; -1 in an entrenchment."""
    chart = book.get("bataan", "wound")
    assert chart.resolve(face).row.result == WOUND[face]
    entrenched = chart.resolve(face, ["entrenched"])
    assert entrenched.modified == face - 1
    assert entrenched.row.result == WOUND.get(face - 1, "light")


def test_wound_chart_odds(book):
    """Bataan, Wounds (B14): in the open 1/2 light, 1/3 serious, 1/6 dead; entrenched never dead."""
    chart = book.get("bataan", "wound")
    assert chart.distribution() == {
        "light": Fraction(1, 2), "serious": Fraction(1, 3), "dead": Fraction(1, 6)
    }
    assert chart.distribution(["entrenched"]) == {
        "light": Fraction(2, 3), "serious": Fraction(1, 3), "dead": 0
    }


@pytest.mark.parametrize("face", range(1, 7))
def test_american_grenade_die_is_kills(book, face):
    """Bataan, American grenade (B12): the die is the number of Japanese killed within 3"."""
    row = book.get("bataan", "american_grenade").lookup(face)
    assert row.count == face
    assert row.result == f"kills_{face}"


JP_GRENADE = {1: "thrower_killed", 2: "dud", 3: "dud", 4: "one_hit", 5: "one_hit", 6: "two_hit"}


@pytest.mark.parametrize("face", range(1, 7))
def test_japanese_grenade(book, face):
    """Bataan, Japanese grenade / knee mortar (B13): 1 kills the thrower, 2-3 dud, 4-5 one American
    hit, 6 a second one too."""
    row = book.get("bataan", "japanese_grenade").lookup(face)
    assert row.result == JP_GRENADE[face]
    assert row.count == {1: 0, 2: 0, 3: 0, 4: 1, 5: 1, 6: 2}[face]


@pytest.mark.parametrize("face", range(1, 7))
def test_antitank(book, face):
    """Bataan, Antitank (B18): 4-6 destroys the tank, 1-3 fails."""
    result = book.get("bataan", "antitank").lookup(face).result
    assert result == ("destroyed" if face >= 4 else "failed")


@pytest.mark.parametrize("face", range(1, 7))
def test_sniper_fire_and_spotting(book, face):
    """Bataan, Snipers (B16): hit on a 6; spotted on 5-6, by Philippine Scouts on 3-6."""
    assert book.get("bataan", "sniper_fire").lookup(face).result == ("hit" if face == 6 else "miss")
    spot = book.get("bataan", "sniper_spotting").lookup(face).result
    assert spot == ("spotted" if face >= 5 else "unseen")
    scouts = book.get("bataan", "sniper_spotting_scouts").lookup(face).result
    assert scouts == ("spotted" if face >= 3 else "unseen")


@pytest.mark.parametrize("face", range(1, 7))
@pytest.mark.parametrize(
    "mods", [(), ("american",), ("officer",), ("american", "officer"),
             ("first_platoon", "banzai"), ("first_platoon", "banzai", "officer")],
)
def test_melee(book, face, mods):
    """Bataan, Melee (B17): a modified 6 hits; +1 American (unless seriously wounded), +1 officer,
    +1 1st Platoon, +1 Banzai."""
    chart = book.get("bataan", "melee")
    res = chart.resolve(face, mods)
    assert res.row.result == ("hit" if face + len(mods) >= 6 else "miss")


def test_melee_odds(book):
    """Bataan, Melee (B17): plain 1 in 6; an American officer hits on 4+ (1/2)."""
    chart = book.get("bataan", "melee")
    assert chart.distribution()["hit"] == Fraction(1, 6)
    assert chart.distribution(["american", "officer"])["hit"] == Fraction(1, 2)
    assert chart.distribution(["american", "officer", "first_platoon", "banzai"])["hit"] == Fraction(5, 6)


def test_unknown_chart_and_modifier_messages(book):
    """charts: an unknown chart names the game and lists the known ones; so does a modifier."""
    with pytest.raises(InputError) as info:
        book.get("bataan", "flamethrower")
    msg = str(info.value)
    assert "unknown chart 'flamethrower' for game 'bataan' (known: " in msg
    assert "wound" in msg and "melee" in msg
    with pytest.raises(InputError, match="unknown chart 'x' for game 'nogame' \\(known: none\\)"):
        book.get("nogame", "x")
    with pytest.raises(InputError, match="unknown modifier 'tank'.*known: entrenched"):
        book.get("bataan", "wound").distribution(["tank"])


# --------------------------------------------------------------------------------------------
# Malformed files
# --------------------------------------------------------------------------------------------

GOOD_CHART = """
[[chart]]
id = "good"
title = "A good chart"
rule = "Test rule"
pool = "1d6"
[[chart.row]]
min = 1
max = 6
result = "any"
"""


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def header(game: str = "bataan") -> str:
    return f'schema_version = 1\ngame = "{game}"\n'


def only(problems, severity="error"):
    return [p for p in problems if p.severity == severity]


def test_toml_syntax_error_names_the_file_and_others_still_load(tmp_path):
    """docs/CHARTS.md: a file that is not TOML is reported by name; the other files still load."""
    bad = write(tmp_path, "luzon.toml", 'schema_version = 1\ngame = "luzon"\n[[chart]\nid=')
    good = write(tmp_path, "bataan.toml", header() + GOOD_CHART)
    book = load_charts([bad, good])
    assert ("bataan", "good") in book
    [problem] = book.errors
    assert problem.file == str(bad)
    assert "not valid TOML" in problem.message
    assert str(bad) in str(problem)


@pytest.mark.parametrize(
    "top, field, words",
    [
        ('game = "bataan"\n', "schema_version", "missing"),
        ('schema_version = 2\ngame = "bataan"\n', "schema_version", "newer than this app"),
        ('schema_version = "1"\ngame = "bataan"\n', "schema_version", "whole number"),
        ("schema_version = 1\n", "game", "missing"),
        ('schema_version = 1\ngame = "Chess!"\n', "game", "unknown game 'Chess!'"),
    ],
)
def test_bad_file_header(tmp_path, top, field, words):
    """docs/CHARTS.md: schema_version and game are required; a newer version is refused."""
    path = write(tmp_path, "x.toml", top + GOOD_CHART)
    charts, problems = load_chart_file(path)
    assert charts == []
    [p] = only(problems)
    assert (p.file, p.chart_id, p.field) == (str(path), None, field)
    assert words in p.message


BAD_CHARTS = [
    # (description, chart text, chart id reported, field, words)
    ("missing title", 'id="a"\nrule="r"\npool="1d6"\n', "a", "title", "missing"),
    ("missing rule", 'id="a"\ntitle="t"\npool="1d6"\n', "a", "rule", "missing"),
    ("missing id", 'title="t"\nrule="r"\npool="1d6"\n', "#2", "id", "missing"),
    ("bad id", 'id="Bad-Id"\ntitle="t"\nrule="r"\npool="1d6"\n', "Bad-Id", "id", "[a-z0-9_]+"),
    ("missing pool", 'id="a"\ntitle="t"\nrule="r"\n', "a", "pool", "missing"),
    ("bad pool", 'id="a"\ntitle="t"\nrule="r"\npool="1d6+d4"\n', "a", "pool", "character 5"),
    ("bad clamp", 'id="a"\ntitle="t"\nrule="r"\npool="1d6"\nclamp=[6,1]\n', "a", "clamp", "above"),
    ("clamp shape", 'id="a"\ntitle="t"\nrule="r"\npool="1d6"\nclamp=[1]\n', "a", "clamp", "[low, high]"),
    ("editable type", 'id="a"\ntitle="t"\nrule="r"\npool="1d6"\neditable="yes"\n', "a", "editable", "true or false"),
]


@pytest.mark.parametrize("desc, body, chart_id, field, words", BAD_CHARTS, ids=[b[0] for b in BAD_CHARTS])
def test_bad_chart_fields_are_named_and_other_charts_load(tmp_path, desc, body, chart_id, field, words):
    """docs/CHARTS.md: a bad chart is reported with file, chart and field; the good chart in the
    same file still loads."""
    rows = '[[chart.row]]\nmin=1\nmax=6\nresult="any"\n'
    path = write(tmp_path, "bataan.toml", header() + GOOD_CHART + "\n[[chart]]\n" + body + rows)
    charts, problems = load_chart_file(path)
    assert [c.id for c in charts] == ["good"]
    errors = only(problems)
    assert errors, problems
    p = errors[0]
    assert (p.file, p.chart_id, p.field) == (str(path), chart_id, field)
    assert words in p.message
    assert str(path) in str(p) and f"field '{field}'" in str(p)


def chart_with(rows: str, extra: str = "", modifiers: str = "") -> str:
    return (
        header()
        + '[[chart]]\nid="c"\ntitle="t"\nrule="r"\npool="1d6"\n'
        + extra
        + modifiers
        + rows
    )


def rowt(lo, hi, result="r"):
    return f'[[chart.row]]\nmin={lo}\nmax={hi}\nresult="{result}"\n'


def test_rows_must_cover_every_result(tmp_path):
    """docs/CHARTS.md: rows must cover every reachable modified result (here 6 is missing)."""
    _, problems = parse_chart_text(chart_with(rowt(1, 3) + rowt(4, 5)), "f.toml")
    [p] = only(problems)
    assert (p.chart_id, p.field) == ("c", "row")
    assert "no row covers modified result(s) 6" in p.message


def test_modifiers_and_clamp_extend_the_reachable_results():
    """docs/CHARTS.md: reachable results include every combination of modifiers, then the clamp."""
    mods = '[[chart.modifier]]\nid="m1"\nlabel="l"\nvalue=-1\n[[chart.modifier]]\nid="m2"\nlabel="l"\nvalue=2\n'
    _, problems = parse_chart_text(chart_with(rowt(1, 6), modifiers=mods), "f.toml")
    [p] = only(problems)
    assert "0, 7..8" in p.message
    charts, problems = parse_chart_text(
        chart_with(rowt(1, 6), extra="clamp = [1, 6]\n", modifiers=mods), "f.toml"
    )
    assert only(problems) == [] and charts[0].reachable() == set(range(1, 7))


def test_modifier_groups_are_exclusive():
    """Format extension: modifiers in one group never combine (coverage and lookups)."""
    mods = (
        '[[chart.modifier]]\nid="light"\nlabel="l"\nvalue=-1\ngroup="cover"\n'
        '[[chart.modifier]]\nid="heavy"\nlabel="h"\nvalue=-2\ngroup="cover"\n'
    )
    charts, problems = parse_chart_text(chart_with(rowt(-1, 6), modifiers=mods), "f.toml")
    assert only(problems) == [] and charts[0].reachable() == set(range(-1, 7))
    with pytest.raises(InputError, match="group 'cover'"):
        charts[0].distribution(["light", "heavy"])


def test_overlapping_rows_are_reported():
    """docs/CHARTS.md: rows must not overlap."""
    _, problems = parse_chart_text(chart_with(rowt(1, 4) + rowt(4, 6)), "f.toml")
    [p] = only(problems)
    assert p.field == "row[2].min" and "overlap" in p.message


@pytest.mark.parametrize(
    "rows, field, words",
    [
        (rowt(1, 6).replace("max=6", "max=6.5"), "row[1].max", "whole number"),
        (rowt(6, 1), "row[1].max", "below min"),
        ('[[chart.row]]\nmin=1\nmax=6\n', "row[1].result", "required"),
        (rowt(1, 6) + "count = -1\n", "row[1].count", ">= 0"),
        ("", "row", "missing"),
    ],
)
def test_bad_rows_are_named(rows, field, words):
    """docs/CHARTS.md: each row needs whole-number min <= max and a result."""
    _, problems = parse_chart_text(chart_with(rows), "f.toml")
    [p] = only(problems)
    assert (p.chart_id, p.field) == ("c", field)
    assert words in p.message


@pytest.mark.parametrize(
    "mods, field, words",
    [
        ('[[chart.modifier]]\nlabel="l"\nvalue=1\n', "modifier[1].id", "required"),
        ('[[chart.modifier]]\nid="a"\nvalue=1\n', "modifier[1].label", "required"),
        ('[[chart.modifier]]\nid="a"\nlabel="l"\nvalue="+1"\n', "modifier[1].value", "whole number"),
        ('[[chart.modifier]]\nid="a"\nlabel="l"\nvalue=1\n' * 2, "modifier[2].id", "twice"),
    ],
)
def test_bad_modifiers_are_named(mods, field, words):
    """docs/CHARTS.md: modifiers need an id, a label and a whole-number value."""
    _, problems = parse_chart_text(chart_with(rowt(1, 9), modifiers=mods), "f.toml")
    [p] = only(problems)
    assert (p.chart_id, p.field) == ("c", field)
    assert words in p.message


def test_warnings_do_not_drop_a_chart():
    """Loader: an unknown key or an unreachable row is a warning; the chart still loads."""
    text = chart_with(rowt(1, 6) + rowt(7, 9), extra='colour = "red"\n')
    charts, problems = parse_chart_text(text, "f.toml")
    assert [c.id for c in charts] == ["c"]
    warnings = {p.field for p in only(problems, "warning")}
    assert warnings == {"colour", "row[2]"}


def test_duplicate_chart_ids(tmp_path):
    """docs/CHARTS.md: ids are unique in a file; a second file cannot redefine a game's chart."""
    _, problems = parse_chart_text(header() + GOOD_CHART + GOOD_CHART, "f.toml")
    [p] = only(problems)
    assert (p.chart_id, p.field) == ("good", "id") and "another chart" in p.message
    a = write(tmp_path, "a.toml", header() + GOOD_CHART)
    b = write(tmp_path, "b.toml", header() + GOOD_CHART)
    book = load_charts([a, b])
    assert book.get("bataan", "good").file == str(a)
    [p] = book.errors
    assert p.file == str(b) and "already has chart 'good'" in p.message


def test_named_table_file_is_skipped_not_an_error():
    """Format extension: a file with `chart = "weapons"` holds another game table (B10)."""
    charts, problems = parse_chart_text(header() + 'chart = "weapons"\n[[weapon]]\nid="x"\n', "w.toml")
    assert charts == []
    assert [p.severity for p in problems] == ["info"]


def test_folder_path_and_unreadable_file(tmp_path):
    """load_charts takes folders too; a missing file is a problem, not a crash."""
    write(tmp_path, "bataan.toml", header() + GOOD_CHART)
    book = load_charts([tmp_path, tmp_path / "missing.toml"])
    assert ("bataan", "good") in book
    [p] = book.errors
    assert "cannot read" in p.message


def test_lookup_outside_rows_and_distribution_via_dice():
    """Chart.lookup refuses a result no row covers; distribution agrees with dice.outcomes."""
    charts, _ = parse_chart_text(chart_with(rowt(1, 2, "low") + rowt(3, 6, "high")), "f.toml")
    chart = charts[0]
    with pytest.raises(InputError, match="no row for result 9"):
        chart.lookup(9)
    d = dice.outcomes("1d6")
    assert chart.distribution() == {"low": d[1] + d[2], "high": Fraction(2, 3)}
