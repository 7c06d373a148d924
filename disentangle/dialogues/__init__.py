"""Links into conversations (the graph step), conversations into two-person dialogues (the DSTC7 filters), the Lowe et
al. 2015 heuristic, and the quality of dialogues against gold.
"""
