"""resources/charts/tarawa.toml loads cleanly and agrees with the rules code."""

from fractions import Fraction

from assistant.core.charts import load_chart_file, charts_dir
from assistant.games.tarawa.actions import bombardment_odds, bombardment_shot, proficiency_chance


def charts():
    found, problems = load_chart_file(charts_dir() / "tarawa.toml")
    assert [p for p in problems if p.severity != "info"] == []
    return {c.id: c for c in found}


def test_end_of_turn_check_chart():
    """Tarawa 4.2.5: 9 or 10 ends the turn."""
    assert charts()["end_of_turn_check"].distribution() == {"continue": Fraction(4, 5), "turn_ends": Fraction(1, 5)}


def test_proficiency_chart_matches_code():
    """Tarawa 4.1 E: pass on the rating or less."""
    c = charts()["proficiency_check"]
    for n in range(1, 11):
        assert c.distribution([f"rating_{n}"]).get("pass", 0) == proficiency_chance(n)


def test_bombardment_chart_example():
    """Tarawa 4.2.2 B example: clear terrain always hits; +5 terrain needs 5 or less."""
    c = charts()["offshore_bombardment"]
    assert c.distribution()["hit"] == 1
    assert c.distribution(["terrain_plus_5"])["hit"] == Fraction(1, 2)
    assert bombardment_odds(bombardment_shot(terrain_drm=5)).shots[0].chance == Fraction(1, 2)
