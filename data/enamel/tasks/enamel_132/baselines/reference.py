def is_nested(string):
    '''
    Create a function that takes a string as input which contains only square brackets.
    The function should return True if and only if there is a valid subsequence of brackets 
    where at least one bracket in the subsequence is nested.

    is_nested('[[]]') ➞ True
    is_nested('[]]]]]]][[[[[]') ➞ False
    is_nested('[][]') ➞ False
    is_nested('[]') ➞ False
    is_nested('[[][]]') ➞ True
    is_nested('[[]][[') ➞ True
    '''
    o1 = None
    o2 = None
    c1 = None
    c2 = None
    for i in range(len(string)):
        if string[i] == '[':
            if o1 is None:
                o1 = i
            elif o2 is None:
                o2 = i
        else:
            if c1 is None:
                c1 = i
            else:
                if c2 is not None:
                    c1 = c2
                c2 = i
    return o2 is not None and c2 is not None and o2 < c1
