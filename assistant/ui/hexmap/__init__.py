"""Hex-map boards: Luzon, Tarawa and Saipan share one view (hexview.py)."""
