"""Terminal annotation of reply-to links in IRC logs."""
