"""Links into conversations (the graph step), conversations into two-person dialogues (the DSTC7 filters,
after the rule for commands to the channel bot), the Lowe et al. 2015 heuristic, and the quality of
dialogues against gold.
"""
