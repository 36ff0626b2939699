"""The demo position a new Bataan game starts from."""

from assistant.games.bataan.persist import seed_demo

__all__ = ["seed_demo"]
