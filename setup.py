"""Packaging glue that pyproject.toml cannot say alone.

The rule charts and scenarios live in the repository's top-level ``resources/`` folder (so that
referees and reviewers find them), and ship inside the wheel as the package ``assistant.resources``,
where ``importlib.resources`` finds them in an installed copy as well as in a checkout.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["assistant", "assistant.*"]) + ["assistant.resources"],
)
