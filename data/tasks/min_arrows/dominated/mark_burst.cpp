// Marks burst balloons in an array and rescans: each round takes the smallest right end
// among unburst balloons, shoots there, and marks every balloon containing it. O(n^2) time
// like the rescanning greedy, plus an O(n) array of marks: dominated by both baselines.
class Solution {
public:
    int solve(const vector<array<int, 2>>& points) {
        int n = points.size(), arrows = 0;
        vector<int> burst(n, 0);
        while (true) {
            int pick = -1;
            for (int i = 0; i < n; ++i)
                if (!burst[i] && (pick < 0 || points[i][1] < points[pick][1])) pick = i;
            if (pick < 0) break;
            ++arrows;
            int x = points[pick][1];
            for (int i = 0; i < n; ++i)
                if (points[i][0] <= x && x <= points[i][1]) burst[i] = 1;
        }
        return arrows;
    }
};
