from assistant.app import main

raise SystemExit(main())
