"""Drawing the annotation screen."""
