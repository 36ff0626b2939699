"""The views a league file carries over its JSON records (``json_extract``), so a club can query waves,
results and luck in Datasette or any SQLite tool without knowing the record shapes (``db/SCHEMA.md``).

Each view is (SQL, description); ``collect`` drops and makes them again, so a file collected by a newer
version has that version's views. Their columns are described in ``resources/datasette/metadata.json``.
"""

from __future__ import annotations

#: the turn a game has reached: the game's state, else (MacArthur) its campaign record's state
_TURN = ("coalesce(json_extract(g.state, '$.turn'), (SELECT json_extract(c.data, '$.state.turn') FROM records c "
         "WHERE c.game_id = g.id AND c.kind = 'mac_campaign'))")

VIEWS: dict[str, tuple[str, str]] = {
    "league_games": (f"""
SELECT g.id AS game, g.table_name, g.referee, g.kind, g.name, {_TURN} AS turn,
       json_extract(g.state, '$.wave') AS wave, g.changes,
       (SELECT count(*) FROM rolls r WHERE r.game_id = g.id) AS rolls,
       g.updated_at, g.source_path, g.source_game_id
FROM games g ORDER BY g.table_name, g.id""",
        "Every collected game: its table, referee, kind, the turn (and Bataan wave) it reached, changes, rolls"),
    "bataan_waves": ("""
SELECT g.id AS game, g.table_name, g.name, json_extract(w.data, '$.number') AS wave,
       json_extract(w.data, '$.commander_name') AS commander, json_extract(w.data, '$.turns') AS turns,
       json_extract(w.data, '$.japanese_losses') AS japanese_losses,
       json_extract(w.data, '$.american_losses') AS american_losses,
       json_array_length(w.data, '$.americans_left') AS americans_left,
       json_extract(w.data, '$.banzai') AS banzai, json_extract(w.data, '$.line_reached_in') AS line_reached_in,
       json_extract(w.data, '$.ground_gained_in') AS ground_gained_in, json_extract(w.data, '$.final') AS final,
       json_extract(w.data, '$.ended_why') AS ended_why
FROM games g JOIN records w ON w.game_id = g.id AND w.kind = 'wave'
ORDER BY g.table_name, g.id, wave""",
        "Last Stand on Bataan: one row per wave ended (record kind 'wave'): losses, Americans who left, ground"),
    "bataan_results": ("""
SELECT g.id AS game, g.table_name, g.name,
       (SELECT count(*) FROM records w WHERE w.game_id = g.id AND w.kind = 'wave') AS waves_recorded,
       json_extract(v.data, '$.wave') AS victory_wave, json_extract(v.data, '$.level_name') AS victory,
       (SELECT sum(json_extract(w.data, '$.japanese_losses')) FROM records w
        WHERE w.game_id = g.id AND w.kind = 'wave') AS japanese_losses,
       (SELECT sum(json_extract(w.data, '$.american_losses')) FROM records w
        WHERE w.game_id = g.id AND w.kind = 'wave') AS american_losses,
       json_array_length(g.state, '$.bataan.left') AS americans_left_table
FROM games g LEFT JOIN records v ON v.game_id = g.id AND v.kind = 'victory' AND v.key = 'result'
WHERE g.kind LIKE 'bataan%'
ORDER BY g.table_name, g.id""",
        "Last Stand on Bataan: one row per game: waves, the victory level (B22), losses, Americans who left"),
    "luck_by_side": ("""
SELECT g.id AS game, g.table_name, g.kind, r.side, count(*) AS rolls, sum(r.result) AS total,
       round(sum(r.expected), 4) AS expected, round(sum(r.result - r.expected), 4) AS luck,
       round(avg(r.result - r.expected), 4) AS luck_per_roll
FROM games g JOIN rolls r ON r.game_id = g.id
WHERE r.expected IS NOT NULL
GROUP BY g.id, r.side ORDER BY g.table_name, g.id, r.side""",
        "Each side's rolls against their exact expectation: luck = the sum of (result - expected)"),
    "game_outcomes": (f"""
SELECT g.id AS game, g.table_name, g.kind, g.name, {_TURN} AS turn,
       coalesce(json_extract(g.state, '$.bataan.victory.level_name'),
                json_extract(g.state, '$.victory.winner_level')) AS result,
       coalesce(json_extract(g.state, '$.bataan.victory'), json_extract(g.state, '$.victory')) AS outcome
FROM games g ORDER BY g.table_name, g.id""",
        "The outcome each game records in its state (Bataan victory, Tarawa and Saipan entries, Luzon checks)"),
    "saipan_results": ("""
SELECT g.id AS game, g.table_name, r.key, json_extract(r.data, '$.kind') AS result_kind,
       json_extract(r.data, '$.owner') AS owner, json_extract(r.data, '$.unit_id') AS unit,
       json_extract(r.data, '$.steps') AS steps, json_extract(r.data, '$.ship_type') AS ship_type
FROM games g JOIN records r ON r.game_id = g.id AND r.kind = 'result' WHERE g.kind = 'saipan'
ORDER BY g.table_name, g.id, r.key""",
        "Saipan: every recorded result (steps lost, ships sunk) the VPs are counted from (16.4 A)"),
}
