"""Data files that cannot be read say which file and what is wrong (brief: bad input names what and where)."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.core.tomlfile import read_toml


def test_reads_a_document(tmp_path):
    p = tmp_path / "ok.toml"
    p.write_text('schema_version = 1\n[map]\nname = "x"\n')
    assert read_toml(p) == {"schema_version": 1, "map": {"name": "x"}}


@pytest.mark.parametrize("content, words", [
    (b"schema_version = = 1\n", "not valid TOML"),
    (b"\xff\xfe\x00junk", "not UTF-8"),
])
def test_bad_files_name_the_file_and_the_problem(tmp_path, content, words):
    p = tmp_path / "bad.toml"
    p.write_bytes(content)
    with pytest.raises(InputError) as err:
        read_toml(p, "resources/charts/bad.toml")
    assert err.value.where == "resources/charts/bad.toml" and words in err.value.message


def test_a_missing_file(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        read_toml(tmp_path / "nope.toml")
