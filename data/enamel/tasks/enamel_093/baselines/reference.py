def encode(message):
    """
    Write a function that takes a message, and encodes in such a 
    way that it swaps case of all letters, replaces all vowels in 
    the message with the letter that appears 2 places ahead of that 
    vowel in the english alphabet. 
    Assume only letters. 
    
    Examples:
    >>> encode('test')
    'TGST'
    >>> encode('This is a message')
    'tHKS KS C MGSSCGG'
    """
    return message.translate({65: 99, 66: 98, 67: 99, 68: 100, 69: 103, 70: 102, 71: 103, 72: 104, 73: 107, 74: 106, 75: 107, 76: 108, 77: 109, 78: 110, 79: 113, 80: 112, 81: 113, 82: 114, 83: 115, 84: 116, 85: 119, 86: 118, 87: 119, 88: 120, 89: 121, 90: 122, 97: 67, 98: 66, 99: 67, 100: 68, 101: 71, 102: 70, 103: 71, 104: 72, 105: 75, 106: 74, 107: 75, 108: 76, 109: 77, 110: 78, 111: 81, 112: 80, 113: 81, 114: 82, 115: 83, 116: 84, 117: 87, 118: 86, 119: 87, 120: 88, 121: 89, 122: 90})
