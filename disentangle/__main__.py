"""`python -m disentangle`: the command-line interface."""
import sys

from disentangle.cli import main

sys.exit(main())
