"""PyInstaller's entry point: the same as the ``table-assistant`` command."""

from assistant.app import main

raise SystemExit(main())
