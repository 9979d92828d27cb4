def is_bored(S):
    """
    You'll be given a string of words, and your task is to count the number
    of boredoms. A boredom is a sentence that starts with the word "I".
    Sentences are delimited by '.', '?' or '!'.
   
    For example:
    >>> is_bored("Hello world")
    0
    >>> is_bored("The sky is blue. The sun is shining. I love this weather")
    1
    """
    S = S.translate({33: 46, 63: 46, 97: 120, 98: 120, 99: 120, 100: 120, 101: 120, 102: 120, 103: 120, 104: 120, 105: 120, 106: 120, 107: 120, 108: 120, 109: 120, 110: 120, 111: 120, 112: 120, 113: 120, 114: 120, 115: 120, 116: 120, 117: 120, 118: 120, 119: 120, 120: 120, 121: 120, 122: 120, 65: 120, 66: 120, 67: 120, 68: 120, 69: 120, 70: 120, 71: 120, 72: 120, 74: 120, 75: 120, 76: 120, 77: 120, 78: 120, 79: 120, 80: 120, 81: 120, 82: 120, 83: 120, 84: 120, 85: 120, 86: 120, 87: 120, 88: 120, 89: 120, 90: 120})
    return (S == "I") + S.startswith("I ") + S.startswith("I.") + S.count(". I") - S.count(". Ix") # note: counting only non-overlapping occurences
