"""Training the link model with DyNet: rows from the corpus, the first and second pass trainers, epoch selection and
the model card. The only folder that imports dynet.
"""
