import pytest

from assistant.games.bataan.forces import load_forces
from assistant.games.bataan.weapons import load_weapons


@pytest.fixture(scope="session")
def forces():
    return load_forces()


@pytest.fixture(scope="session")
def weapons():
    return load_weapons()
