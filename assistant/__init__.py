"""Table Assistant: a referee's companion for miniatures and hex-and-counter war games."""

__version__ = "0.1.0"
APP_ID = "io.github.tableassistant.TableAssistant"
APP_NAME = "Table Assistant"
ORG_NAME = "TableAssistant"
