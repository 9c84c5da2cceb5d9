module example.com/t

go 1.19

require example.com/flags v1.0.0
