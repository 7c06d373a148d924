"""Tools that run without the screen."""
