"""MacArthur campaigns board: network view/editor, movement deck, moves, battles, record."""
