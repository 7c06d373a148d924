"""The annotated #ubuntu corpus (Kummerfeld et al., 2019): where it is, its samples and annotation files.
"""
