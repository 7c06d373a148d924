"""What each key does."""
