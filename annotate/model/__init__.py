"""The annotation's data: logs (paged when long), documents, journals, flags, suggestions, sessions."""
