"""resources/charts/saipan.toml loads cleanly and agrees with the rules code."""

from fractions import Fraction

from assistant.core.charts import charts_dir, load_chart_file
from assistant.games.saipan.air_naval import attack_chance, search_chance, ship_target_drm


def charts():
    found, problems = load_chart_file(charts_dir() / "saipan.toml")
    assert [p for p in problems if p.severity != "info"] == []
    return {c.id: c for c in found}


def test_search_chart_matches_table():
    """Saipan 14.1: 1-8 / 1-6 / 1-4 / 1-2 by sea zones away."""
    c = charts()["sea_zone_search"]
    assert c.distribution()["found"] == search_chance(0)
    for d in (1, 2, 3):
        assert c.distribution([f"zones_{d}"])["found"] == search_chance(d)


def test_attack_charts_match_code():
    """Saipan 14.3 C / 14.4 B: hit on the points or less; 14.5 F target DRMs."""
    cs = charts()
    for n in range(1, 11):
        assert cs["air_attack"].distribution([f"points_{n}"]).get("hit", 0) == attack_chance(n)
    for mod, t in (("target_cruiser", "CA"), ("target_destroyer", "DD"), ("target_transport", "AA")):
        drm = ship_target_drm(t)[0]
        for n in (1, 3, 8):
            assert cs["ship_to_ship"].distribution([f"points_{n}", mod]).get("hit", 0) == attack_chance(n, drm)
    assert cs["proficiency_check"].distribution(["rating_7"])["pass"] == Fraction(7, 10)
